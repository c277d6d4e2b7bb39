import { EVENT_IMAGE_MAX_BYTES } from '@folio/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { M } from '../../messages.ts';
import { ValidationFailure } from '../../validation.ts';
import { controlCharacterErrors, normalizeFields } from '../normalize.ts';

/**
 * Multipart bodies (the event form, a product image), read with busboy by `readMultipart` from the body hook
 * (plugins/body.ts) rather than by a content-type parser, so every limit answers 422. Fields are
 * kept in an object without a prototype: a field named `constructor` or `__proto__` is a field
 * like any other, and the schema reports it by its name (不接受的欄位：constructor).
 */

const fail = (errors: Record<string, string[]>) => new ValidationFailure(errors);

/** What a form may hold: one file (the image), twenty fields of at most 64 KiB. */
const LIMITS = {
  fileSize: EVENT_IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  fieldNameSize: 200,
};

/**
 * Multipart bodies are left unread by the content-type parser and read in the body hook; and
 * every request of the API has `request.upload` (null unless a multipart body carried a file).
 */
export function registerMultipart(api: FastifyInstance): void {
  api.decorateRequest('upload', null);
  api.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
    done(null);
  });
}

interface Form {
  fields: Record<string, string>;
  /** The bytes of each file part, by field name (at most LIMITS.files). */
  files: { name: string; filename: string; data: Buffer }[];
  /** A limit reached or a malformed body: the first problem met. */
  failure: ValidationFailure | null;
}

/** Reads the whole body (what is over a limit is read and dropped), then says what it held. */
function readForm(request: FastifyRequest, fileField: string): Promise<Form> {
  return new Promise((resolve) => {
    const form: Form = {
      fields: Object.create(null) as Record<string, string>,
      files: [],
      failure: null,
    };
    const problem = (errors: Record<string, string[]>) => {
      form.failure ??= fail(errors);
    };
    let parser: BusboyInstance;
    try {
      const type = request.headers['content-type'] ?? '';
      parser = Busboy({ headers: { ...request.headers, 'content-type': type }, limits: LIMITS });
    } catch {
      // No boundary, or not multipart after all.
      problem({ body: [M.multipartInvalid] });
      request.raw.resume();
      resolve(form);
      return;
    }
    const reading: Promise<void>[] = [];
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      void Promise.all(reading).then(() => resolve(form));
    };
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) problem({ [name]: [M.bodyTooLarge] });
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => problem({ [fileField]: [M.imageTooLarge] }));
      reading.push(
        new Promise((ended) => {
          stream.on('end', () => {
            form.files.push({ name, filename, data: Buffer.concat(chunks) });
            ended();
          });
          stream.on('error', () => ended());
        }),
      );
    });
    parser.on('filesLimit', () => problem({ [fileField]: [M.oneFileOnly] }));
    parser.on('fieldsLimit', () => problem({ body: [M.bodyTooLarge] }));
    parser.on('partsLimit', () => problem({ body: [M.bodyTooLarge] }));
    parser.on('error', () => {
      problem({ body: [M.multipartInvalid] });
      request.raw.unpipe(parser);
      request.raw.resume();
      done();
    });
    parser.on('finish', done);
    request.raw.on('aborted', () => {
      problem({ body: [M.multipartInvalid] });
      done();
    });
    request.raw.pipe(parser);
  });
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
  const form = await readForm(request, fileField);
  if (form.failure) throw form.failure;
  const fields: Record<string, unknown> = form.fields;
  let upload: Buffer | null = null;
  const extra: Record<string, string[]> = {};
  for (const file of form.files) {
    if (file.name !== fileField) extra[file.name] = [M.unknownField(file.name)];
    // An empty file input is sent as an empty part without a name: no image.
    else if (file.data.length > 0 || file.filename) upload = file.data;
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
  // A plain object for the schema and the handler; own properties only, whatever their names.
  request.body = Object.fromEntries(Object.entries(fields));
  request.upload = upload;
}
