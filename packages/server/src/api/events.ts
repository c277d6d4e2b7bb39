import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_EVENT_ID } from '../db.ts';
import { sniffImage } from '../images.ts';
import { M } from '../messages.ts';
import type { EventInput } from '../store.ts';
import { ValidationFailure } from '../validation.ts';
import type { ApiContext, Handler } from './context.ts';

/** The page size of GET /events (the contract's `meta.per_page`). */
export const PER_PAGE = 10;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Uploads larger than this are refused (422). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface EventForm {
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  price: number | '';
  image_path?: string;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `YYYY-MM-DD HH:mm:ss` for a time given that way or as `datetime-local` (`T`, seconds optional);
 * null for an impossible date (2024-02-30, 25:00). Years 1900 to 2999 (the list's sort key).
 */
export function normalizeEventTime(value: string): string | null {
  const match = TIME.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s = '00'] = match.slice(1) as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  const same =
    date.getUTCFullYear() === +y &&
    date.getUTCMonth() === +mo - 1 &&
    date.getUTCDate() === +d &&
    date.getUTCHours() === +h &&
    date.getUTCMinutes() === +mi &&
    date.getUTCSeconds() === +s;
  if (!same || +y < 1900 || +y > 2999) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** Checks what the schema cannot (real dates, image content) and builds the stored fields. */
function eventInput(form: EventForm, upload: Buffer | null) {
  const start = normalizeEventTime(form.start_time);
  const end = normalizeEventTime(form.end_time);
  const type = upload ? sniffImage(upload) : null;
  // Both normalized to 'YYYY-MM-DD HH:mm:ss', so text order is time order.
  const endsTooEarly = !!start && !!end && end <= start;
  if (!start || !end || endsTooEarly || (upload && !type)) {
    const errors: Record<string, string[]> = {};
    if (!start) errors.start_time = [M.timeFormat];
    if (!end) errors.end_time = [M.timeFormat];
    if (endsTooEarly) errors.end_time = [M.endAfterStart];
    if (upload && !type) errors.image_path = [M.imageType];
    throw new ValidationFailure(errors);
  }
  const input: EventInput = {
    name: form.name,
    description: form.description,
    start_time: start,
    end_time: end,
    price: form.price === '' ? null : Math.round(form.price),
  };
  return { input, type };
}

/**
 * Serialised GET /events answers by page and keyword, valid while the database version is the
 * same (any commit, by this process or another, makes them stale). Bounded: oldest dropped first.
 */
class ListCache {
  private readonly entries = new Map<string, string>();
  private version = -1;
  constructor(private readonly max = 1000) {}

  get(version: number, key: string): string | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(key: string, body: string) {
    if (this.entries.size >= this.max)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, body);
  }
}

export function eventHandlers(context: ApiContext): Record<string, Handler> {
  const { store } = context;
  const cache = context.listCache ? new ListCache() : null;
  const eventsDir = path.join(context.storageDir, 'events');

  /** Writes an upload under storage/events/ with a random name; returns its image_path. */
  async function saveImage(data: Buffer, extension: string): Promise<string> {
    await mkdir(eventsDir, { recursive: true });
    const name = `${randomBytes(12).toString('hex')}.${extension}`;
    await writeFile(path.join(eventsDir, name), data, { flag: 'wx' });
    return `events/${name}`;
  }

  /** Deletes a stored image (never anything outside storage/events/). */
  async function deleteImage(imagePath: string | null): Promise<void> {
    if (!imagePath) return;
    const file = path.resolve(context.storageDir, imagePath);
    if (!file.startsWith(eventsDir + path.sep)) return;
    await unlink(file).catch(() => undefined);
  }

  return {
    async listEvents(request: FastifyRequest, reply: FastifyReply) {
      const { page = 1, search } = request.query as { page?: number; search?: string };
      const key = `${page}\u0000${search ?? ''}`;
      const version = cache ? store.events.version() : 0;
      const cached = cache?.get(version, key);
      if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
      const { rows, total } = await store.events.list({ page, perPage: PER_PAGE, search });
      const from = rows.length > 0 ? (page - 1) * PER_PAGE + 1 : null;
      // The route's schema serializer (fast-json-stringify): the contract's shape, as sent uncached.
      const serialize = reply.getSerializationFunction('200', 'application/json') ?? JSON.stringify;
      const body = serialize({
        data: rows,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
          per_page: PER_PAGE,
          total,
          from,
          to: from === null ? null : from + rows.length - 1,
        },
      });
      cache?.set(key, body);
      return reply.type(JSON_TYPE).send(body);
    },

    async getEvent(request: FastifyRequest, reply: FastifyReply) {
      const { id } = request.params as { id: number };
      const event = id <= MAX_EVENT_ID ? await store.events.get(id) : undefined;
      if (!event) return reply.code(404).send({ message: M.eventNotFound });
      return { data: event };
    },

    async createEvent(request: FastifyRequest, reply: FastifyReply) {
      const { input, type } = eventInput(request.body as EventForm, request.upload);
      const imagePath = request.upload && type ? await saveImage(request.upload, type) : null;
      try {
        const data = await store.events.create({
          ...input,
          image_path: imagePath,
          userId: request.auth?.user.id ?? null,
        });
        return reply.code(201).send({ message: M.eventCreated, data });
      } catch (error) {
        await deleteImage(imagePath);
        throw error;
      }
    },

    async updateEvent(request: FastifyRequest, reply: FastifyReply) {
      const { id } = request.params as { id: number };
      const { input, type } = eventInput(request.body as EventForm, request.upload);
      if (id > MAX_EVENT_ID || !(await store.events.get(id))) {
        return reply.code(404).send({ message: M.eventNotFound });
      }
      const imagePath = request.upload && type ? await saveImage(request.upload, type) : undefined;
      let result;
      try {
        result = await store.events.update(id, { ...input, image_path: imagePath });
      } catch (error) {
        await deleteImage(imagePath ?? null);
        throw error;
      }
      if (!result) {
        await deleteImage(imagePath ?? null);
        return reply.code(404).send({ message: M.eventNotFound });
      }
      if (imagePath && result.previousImage !== imagePath) await deleteImage(result.previousImage);
      return { message: M.eventUpdated, data: result.row };
    },
  };
}
