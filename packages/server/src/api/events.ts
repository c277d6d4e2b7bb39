import {
  EVENT_PRICE_MAX,
  EVENT_PRICE_MIN,
  MAX_SEARCH_LENGTH,
  EVENTS_PER_PAGE,
  mayUpdateEvent,
} from '@folio/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_EVENT_ID } from '../db/tables.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { checkImage, type ImageCheck } from '../imageCheck.ts';
import { M } from '../messages.ts';
import { MAX_EVENTS_PAGE, pageMeta } from './pagination.ts';
import { normalizeSearchText } from '../search.ts';
import type { EventInput, EventRow } from '../store/events.ts';
import { ValidationFailure } from '../validation.ts';
import { isVisibleText } from './normalize.ts';
import { throttleUpload } from './uploadLimits.ts';
import {
  serializerOf,
  type ApiContext,
  type BodyFor,
  type OperationHandlers,
  type RequestOf,
  type Serialized,
} from './context.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The form of POST /events and POST /events/{id} (multipart fields, plugins/multipart.ts). */
type EventForm = RequestOf<'createEvent'>['body'];

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

/**
 * The decoded verdict on an event's image, when the form carries one (imageCheck.ts), counted
 * against the upload limits first (uploadLimits.ts).
 */
async function uploadCheck(context: ApiContext, request: FastifyRequest) {
  await throttleUpload(context, request);
  return request.upload ? checkImage(request.upload) : null;
}

/** Checks what the schema cannot (real dates, image content) and builds the stored fields. */
function eventInput(form: EventForm, image: ImageCheck | null) {
  const start = normalizeEventTime(form.start_time);
  const end = normalizeEventTime(form.end_time);
  const type = image && 'type' in image ? image.type : null;
  const imageRefused = image && 'refused' in image ? image.refused : null;
  // The schema bounds the price too; this holds whatever the validator let through.
  const priceOk =
    form.price === '' ||
    (typeof form.price === 'number' &&
      Number.isFinite(form.price) &&
      form.price >= EVENT_PRICE_MIN &&
      form.price <= EVENT_PRICE_MAX);
  // Both normalized to 'YYYY-MM-DD HH:mm:ss', so text order is time order.
  const endsTooEarly = !!start && !!end && end <= start;
  const invisible = !isVisibleText(form.name);
  if (!start || !end || endsTooEarly || imageRefused || !priceOk || invisible) {
    const errors: Record<string, string[]> = {};
    if (invisible) errors.name = [M.eventNameInvisible];
    if (!start) errors.start_time = [M.timeFormat];
    if (!end) errors.end_time = [M.timeFormat];
    if (endsTooEarly) errors.end_time = [M.endAfterStart];
    if (!priceOk) errors.price = [typeof form.price === 'number' ? M.priceRange : M.priceNumber];
    if (imageRefused) errors.image_path = [imageRefused];
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
 * Serialised GET /events answers by page and normalised keyword, valid while the database
 * version is the same (any commit, by this process or another, makes them stale). Bounded by the
 * bytes it holds (keys and bodies): oldest dropped first. Bodies are kept UTF-8 encoded, so a hit
 * is written to the socket as it is, without measuring and encoding the text again.
 */
/** RFC 9211's Cache-Status of a page served from the cache while the database is out. */
export const STALE = 'folio; hit; detail=database-unavailable';

export class ListCache<B extends Buffer = Buffer> {
  private readonly entries = new Map<string, B>();
  private version = -1;
  private bytes = 0;
  constructor(private readonly maxBytes = 8 * 1024 * 1024) {}

  get(version: number, key: string): B | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
      return undefined;
    }
    return this.entries.get(key);
  }

  /** The answer kept for `key` whatever the version: what an outage serves (docs/operations.md). */
  stale(key: string): B | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: B) {
    const size = ListCache.size(key, body);
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= ListCache.size(key, old);
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldestKey, oldestBody] = this.entries.entries().next().value as [string, B];
      this.entries.delete(oldestKey);
      this.bytes -= ListCache.size(oldestKey, oldestBody);
    }
    this.entries.set(key, body);
    this.bytes += size;
  }

  /** What the cache holds, in bytes (keys are UTF-16 strings: two a code unit). */
  get size() {
    return this.bytes;
  }

  private static size(key: string, body: Buffer) {
    return 2 * key.length + body.length;
  }
}

export function eventHandlers(context: ApiContext) {
  const { store } = context;
  const cache = context.listCache ? new ListCache<Serialized<BodyFor<'listEvents', 200>>>() : null;
  const images = context.images;
  /** Stores an upload atomically (storage.ts), then makes its smaller copies once (imageVariants.ts). */
  const saveImage = async (data: Buffer, extension: string) => {
    const imagePath = await images.save(data, extension);
    await context.variants.create(imagePath);
    // The copies too, for every process (PostgreSQL: stored_files), before the row is written.
    await images.share(imagePath);
    return imagePath;
  };
  /** Deletes an image with its copies (`<stem>.*`, storage.ts) and forgets their sizes. */
  const deleteImage = async (imagePath: string | null) => {
    await images.remove(imagePath);
    await context.variants.remove(imagePath);
  };
  /** A row with the sizes of its image's copies, when there are any (imageVariants.ts). */
  const withVariants = <T extends { image_path: string | null }>(row: T) => {
    const imageVariants = context.variants.get(row.image_path);
    return imageVariants ? { ...row, image_variants: imageVariants } : row;
  };

  /** The serialised answer of a create or update (the route's schema serializer). */
  const created = (reply: FastifyReply) => (row: EventRow) =>
    serializerOf<'createEvent', 201>(
      reply,
      201,
    )({
      message: M.eventCreated,
      data: withVariants(row),
    });
  const updated = (reply: FastifyReply) => (row: EventRow) =>
    serializerOf<'updateEvent', 200>(
      reply,
      200,
    )({
      message: M.eventUpdated,
      data: withVariants(row),
    });

  return {
    async listEvents(request, reply) {
      const { page = 1, search: raw } = request.query;
      // The same search however it is spelt (case, full-width forms, spaces around it), capped
      // after normalisation: some characters expand (NFKC turns ﷺ into 18 letters).
      const search = raw === undefined ? '' : normalizeSearchText(raw.trim());
      if (Array.from(search).length > MAX_SEARCH_LENGTH) {
        throw new ValidationFailure({ search: [M.searchTooLong] });
      }
      // A deep page costs in proportion to its number: bounded (pagination.ts).
      if (page > MAX_EVENTS_PAGE) throw new ValidationFailure({ page: [M.pageTooDeep] });
      const key = `${page}\u0000${search}`;
      let version: number;
      try {
        version = cache ? await store.events.version() : 0;
      } catch (error) {
        // While the database cannot answer, the page this process last answered is served, and
        // said to be (Cache-Status, docs/operations.md "When the database fails"); else the 503.
        const stale = isDatabaseUnavailable(error) ? cache?.stale(key) : undefined;
        if (stale === undefined) throw error;
        request.log.warn({ err: error }, 'database unavailable: served the cached page');
        reply.header('Cache-Status', STALE);
        return reply.type(JSON_TYPE).code(200).send(stale);
      }
      const cached = cache?.get(version, key);
      if (cached !== undefined) return reply.type(JSON_TYPE).code(200).send(cached);
      const { rows, total } = await store.events.list({
        page,
        perPage: EVENTS_PER_PAGE,
        ...(search && { search }),
      });
      await context.variants.ensure(rows.map((row) => row.image_path));
      // The route's schema serializer (fast-json-stringify): the contract's shape, as sent uncached.
      const serialize = serializerOf<'listEvents', 200>(reply, 200);
      const body = serialize({
        data: rows.map(withVariants),
        meta: pageMeta(page, EVENTS_PER_PAGE, total, rows.length),
      });
      cache?.set(key, body);
      return reply.type(JSON_TYPE).code(200).send(body);
    },

    async getEvent(request, reply) {
      const { id } = request.params;
      const event = id <= MAX_EVENT_ID ? await store.events.get(id) : undefined;
      if (!event) return reply.code(404).send({ message: M.eventNotFound });
      await context.variants.ensure([event.image_path]);
      return { data: withVariants(event) };
    },

    async createEvent(request, reply) {
      const { input, type } = eventInput(request.body, await uploadCheck(context, request));
      const imagePath = request.upload && type ? await saveImage(request.upload, type) : null;
      try {
        const body = await store.events.create(
          { ...input, image_path: imagePath, userId: request.auth?.user.id ?? null },
          created(reply),
        );
        return reply.type(JSON_TYPE).code(201).send(body);
      } catch (error) {
        await deleteImage(imagePath);
        throw error;
      }
    },

    async updateEvent(request, reply) {
      const { id } = request.params;
      const { user } = request.auth ?? {};
      if (!user) throw Object.assign(new Error(M.unauthenticated), { statusCode: 401 });
      const form = request.body;
      // Laravel reads `_method` from the query or the form; the contract accepts either (ADR 0004).
      if (request.query._method !== 'PUT' && form._method !== 'PUT') {
        throw new ValidationFailure({ _method: [M.methodOverride] });
      }
      const { input, type } = eventInput(form, await uploadCheck(context, request));
      const current = id > MAX_EVENT_ID ? undefined : await store.events.get(id);
      if (!current) return reply.code(404).send({ message: M.eventNotFound });
      await context.variants.ensure([current.image_path]);
      // Refused before the upload is stored: another member's event keeps its image untouched.
      if (!mayUpdateEvent(user, current.user_id)) {
        return reply.code(403).send({ message: M.eventForbidden });
      }
      const imagePath = request.upload && type ? await saveImage(request.upload, type) : undefined;
      let result;
      try {
        result = await store.events.update(
          id,
          { ...input, image_path: imagePath },
          (ownerId) => mayUpdateEvent(user, ownerId),
          updated(reply),
        );
      } catch (error) {
        await deleteImage(imagePath ?? null);
        throw error;
      }
      if (typeof result === 'string') {
        await deleteImage(imagePath ?? null);
        return result === 'missing'
          ? reply.code(404).send({ message: M.eventNotFound })
          : reply.code(403).send({ message: M.eventForbidden });
      }
      if (imagePath && result.previousImage !== imagePath) await deleteImage(result.previousImage);
      return reply.type(JSON_TYPE).code(200).send(result.answer);
    },
  } satisfies Partial<OperationHandlers>;
}
