import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What the app's server module (packages/app/src/prerender/renderEvents.tsx) exports. */
interface RenderModule {
  renderEvents: (pageOne: string, template: string) => Promise<string>;
}

/** The page in the encodings a browser may ask for. */
export interface DrawnPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * /events drawn with its first page of events, so that its largest paint (the first row) needs no
 * JavaScript (docs/adr/0013-fast-as-shipped.md). The drawing is the app's own components, built
 * for the server by `pnpm build` (packages/app/vite.server.config.ts); the data is GET
 * /api/events?page=1's answer, as any visitor gets it (`pageOne`).
 *
 * `draw(templateFile)` draws both into the build's routes/events.html. A drawing is kept, with its
 * compressed copies, until the answer or the template changes (a write to the events, a new
 * build): requests in between cost one cached API answer and a string comparison.
 */
export function eventsPageDrawer(renderModule: string, pageOne: () => Promise<string>) {
  if (!existsSync(renderModule)) return null;
  // Loaded with the first drawing (about 0.1 s), not when the server is built: most servers in
  // tests never draw; `pnpm start` draws as it starts listening (drawEventsOnListen).
  let loaded: Promise<RenderModule> | undefined;
  const load = () =>
    // Cast: the module is the app's build output, typed by its source, which the server does not compile.
    (loaded ??= import(pathToFileURL(renderModule).href) as Promise<RenderModule>);
  let last: { answer: string; template: string; page: Promise<DrawnPage> } | undefined;

  return async function draw(templateFile: string): Promise<DrawnPage> {
    const [answer, template] = await Promise.all([pageOne(), readFile(templateFile, 'utf8')]);
    if (last?.answer !== answer || last.template !== template) {
      // Kept before it is done, so that requests arriving meanwhile wait for the same drawing.
      const drawing = {
        answer,
        template,
        page: load()
          .then(({ renderEvents }) => renderEvents(answer, template))
          .then(compressed),
      };
      last = drawing;
      // A failed drawing is not kept: the next request tries again.
      drawing.page.catch(() => {
        if (last === drawing) last = undefined;
      });
    }
    return last.page;
  };
}

/** A drawn page and its brotli and gzip copies (also keptDrawings.ts's). */
export async function compressed(html: string): Promise<DrawnPage> {
  const identity = Buffer.from(html);
  // Made again after each write to the events: a middle brotli quality (≈ 5 ms here) rather than
  // the build's 11.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * listed with `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): keyof DrawnPage {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
