import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { compressed, type DrawnPage } from './eventsPage.ts';

/**
 * The loader of the app's server module (the build's output, packages/app/vite.server.config.ts),
 * or null where the build wrote none. It is loaded with the first drawing (about 0.1 s), not when
 * the server is built: most servers in tests never draw.
 */
export function renderModuleLoader<Module>(renderModule: string): (() => Promise<Module>) | null {
  if (!existsSync(renderModule)) return null;
  let loaded: Promise<Module> | undefined;
  return () =>
    // Cast: the module is the app's build output, typed by its source, which the server does not compile.
    (loaded ??= import(pathToFileURL(renderModule).href) as Promise<Module>);
}

/**
 * Drawn pages kept by address (the last `limit` addresses, docs/adr/0013-fast-as-shipped.md),
 * each with its compressed copies and the inputs it was drawn from (the template, the data):
 * `drawn(at, inputs, render)` gives the kept page while its inputs are the same strings, else
 * renders and keeps it again.
 */
export function keptDrawings(limit: number) {
  const kept = new Map<string, { inputs: readonly string[]; page: Promise<DrawnPage> }>();

  return function drawn(
    at: string,
    inputs: readonly string[],
    render: () => Promise<string>,
  ): Promise<DrawnPage> {
    const last = kept.get(at);
    if (last?.inputs.every((input, i) => input === inputs[i])) return last.page;
    // Kept before it is done, so that requests arriving meanwhile wait for the same drawing.
    const drawing = { inputs, page: render().then(compressed) };
    kept.delete(at);
    kept.set(at, drawing);
    if (kept.size > limit) kept.delete(kept.keys().next().value ?? at);
    // A failed drawing is not kept: the next request tries again.
    drawing.page.catch(() => {
      if (kept.get(at) === drawing) kept.delete(at);
    });
    return drawing.page;
  };
}
