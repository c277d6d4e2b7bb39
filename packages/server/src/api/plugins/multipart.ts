import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { M } from '../../messages.ts';
import { ValidationFailure } from '../../validation.ts';
import { MAX_IMAGE_BYTES } from '../events.ts';
import { controlCharacterErrors, normalizeFields } from '../normalize.ts';

/**
 * Multipart bodies (the event form): @fastify/multipart, read by `readMultipart` from the body
 * hook (plugins/body.ts) rather than by a content-type parser, so its limits answer 422.
 */

const fail = (errors: Record<string, string[]>) => new ValidationFailure(errors);

/** @fastify/multipart, and `request.upload` (null unless a multipart body carried a file). */
export async function registerMultipart(api: FastifyInstance): Promise<void> {
  api.decorateRequest('upload', null);
  await api.register(fastifyMultipart, { throwFileSizeLimit: true });
}

/**
 * Reads a multipart body: text fields into request.body (normalised, an empty price kept), the
 * file of `fileField` (the event form's image_path, a product's image) into request.upload, and
 * `<fileField>: '(file)'` in the body for the schema.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField = 'image_path',
): Promise<void> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let upload: Buffer | null = null;
  const extra: Record<string, string[]> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) extra[part.fieldname] = [M.unknownField(part.fieldname)];
        // An empty file input is sent as an empty part without a name: no image.
        else if (data.length > 0 || part.filename) upload = data;
      } else {
        if (part.valueTruncated) extra[part.fieldname] = [M.bodyTooLarge];
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail({ [fileField]: [M.imageTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw fail({ [fileField]: [M.oneFileOnly] });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fail({ body: [M.bodyTooLarge] });
    if (code === 'FST_PROTO_VIOLATION') throw fail({ body: [M.unknownField('__proto__')] });
    throw fail({ body: [M.multipartInvalid] });
  }
  if (Object.keys(extra).length > 0) throw fail(extra);
  // A text field named like the file is not a file; an empty one means "no new image".
  if (fileField in fields) {
    if (typeof fields[fileField] === 'string' && fields[fileField].trim() === '')
      Reflect.deleteProperty(fields, fileField);
    else throw fail({ [fileField]: [M.imageFile] });
  }
  normalizeFields(fields, ['price']);
  const control = controlCharacterErrors(fields);
  if (Object.keys(control).length > 0) throw fail(control);
  if (upload) fields[fileField] = '(file)';
  request.body = { ...fields };
  request.upload = upload;
}
