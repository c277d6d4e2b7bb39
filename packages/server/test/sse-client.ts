import http from 'node:http';

/** One Server-Sent Event as received (`data` parsed as JSON). */
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** Every event received so far. */
  events: SseEvent[];
  /** The next event (after those already taken) that `match` accepts; fails after `ms`. */
  next(match?: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/**
 * A minimal Server-Sent Events reader for tests and the benchmark (node:http, no buffering):
 * frames are split on blank lines; `id:`, `event:` and `data:` fields, comments ignored.
 * `onEvent` sees each event as it is parsed (the benchmark times arrivals there).
 */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (event: SseEvent) => void,
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.once('error', reject);
    request.once('response', (response) => {
      const events: SseEvent[] = [];
      let taken = 0;
      let buffer = '';
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endedResolve = r));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: undefined };
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':') || line === '') continue;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0) continue;
          const text = data.join('\n');
          try {
            event.data = JSON.parse(text) as unknown;
          } catch {
            event.data = text;
          }
          events.push(event);
          onEvent?.(event);
          for (const wake of waiters) wake();
        }
      });
      response.on('close', () => {
        endedResolve();
        for (const wake of waiters) wake();
      });
      const next = (match: (event: SseEvent) => boolean = () => true, ms = 10_000) =>
        new Promise<SseEvent>((found, fail) => {
          const look = () => {
            while (taken < events.length) {
              const event = events[taken++];
              if (event && match(event)) {
                waiters.delete(look);
                clearTimeout(timer);
                found(event);
                return;
              }
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(look);
            fail(new Error(`no matching event within ${ms} ms (got ${JSON.stringify(events)})`));
          }, ms);
          waiters.add(look);
          look();
        });
      resolve({
        status: response.statusCode ?? 0,
        events,
        next,
        close: () => request.destroy(),
        ended,
      });
    });
  });
}
