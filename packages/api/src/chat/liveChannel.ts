import { CHAT_RECONNECT_MAX_MS, CHAT_RECONNECT_MIN_MS } from '@folio/rules';
import { eventStreamParser, type StreamEvent } from './eventStream.ts';

/**
 * A chat live channel (docs/adr/0032-live-chat.md): a `text/event-stream` read with `fetch`,
 * opened again after it drops (1 s, doubling up to 15 s, at once when the browser is back
 * online) with `Last-Event-ID` set to the last message id it has, so the server sends exactly
 * what it missed.
 */

/** Where the channel stands, as the chat box shows it. */
export type ChannelState = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export interface LiveChannelOptions {
  url: string;
  /** The request's credentials, read at each (re)connect (a token may change). */
  headers: () => Record<string, string>;
  /** The id of the last message the caller has, read at each (re)connect. */
  lastId: () => number;
  onEvent: (event: StreamEvent) => void;
  onState: (state: ChannelState) => void;
  /** An answer that is not the stream (401, 403, 404, 422): the channel stops trying. */
  onRefused: (status: number) => void;
  fetch?: typeof globalThis.fetch;
  /** Timers and the online state (tests give their own). */
  environment?: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
    online: () => boolean;
    onOnline: (run: () => void) => () => void;
    /** In [0, 1): spreads each wait over 0.5–1.5 times its length (Math.random by default). */
    random?: () => number;
  };
}

const browser = {
  setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle: unknown) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  onOnline: (run: () => void) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  },
  random: () => Math.random(),
};

/** Opens the channel; the returned function closes it for good. */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  const env = options.environment ?? browser;
  const fetchStream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let closed = false;
  let wait = CHAT_RECONNECT_MIN_MS;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const retryLater = () => {
    if (closed) return;
    options.onState(env.online() ? 'reconnecting' : 'offline');
    // Spread at random (jitter), so that the visitors a proxy's restart dropped together do not
    // all come back in the same instant (docs/adr/0032-live-chat.md "Figures").
    timer = env.setTimeout(connect, Math.round(wait * (0.5 + (env.random ?? Math.random)())));
    wait = Math.min(wait * 2, CHAT_RECONNECT_MAX_MS);
  };

  async function connect() {
    timer = null;
    if (closed) return;
    controller = new AbortController();
    const lastId = options.lastId();
    try {
      const response = await fetchStream(options.url, {
        headers: {
          Accept: 'text/event-stream',
          ...options.headers(),
          ...(lastId > 0 && { 'Last-Event-ID': String(lastId) }),
        },
        signal: controller.signal,
      });
      if (closed) return;
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
        // Busy (429, 5xx): try again later; anything else will not change by trying.
        if (response.status === 429 || response.status >= 500) retryLater();
        else {
          closed = true;
          options.onState('closed');
          options.onRefused(response.status);
        }
        return;
      }
      options.onState('open');
      wait = CHAT_RECONNECT_MIN_MS;
      const feed = eventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of feed(value)) options.onEvent(event);
      }
    } catch {
      // The network failed or we aborted: below.
    }
    retryLater();
  }

  const stopOnline = env.onOnline(() => {
    if (closed || timer === null) return;
    env.clearTimeout(timer);
    wait = CHAT_RECONNECT_MIN_MS;
    void connect();
  });
  options.onState('connecting');
  void connect();

  return () => {
    closed = true;
    stopOnline();
    if (timer !== null) env.clearTimeout(timer);
    controller?.abort();
    options.onState('closed');
  };
}
