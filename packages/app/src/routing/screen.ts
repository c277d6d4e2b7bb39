import type { PageProps } from './page';
import { createElement, lazy as reactLazy, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded part whose file did not arrive (offline): LoadBoundary shows 重試 for it. */
export class LoadFailure extends Error {
  constructor(cause: unknown) {
    super('a part of the page could not be loaded', { cause });
    this.name = 'LoadFailure';
  }
}

/** How to renew each lazy part whose load failed: LoadBoundary's 重試 renews them all. */
const failedLoads = new Set<() => void>();

/** Lets every lazy part whose load failed load again at its next render. */
export function renewFailedLoads() {
  failedLoads.forEach((renew) => renew());
  failedLoads.clear();
}

/** A lazily loaded component that can also be loaded ahead of its first render. */
type PreloadableComponent<P> = ComponentType<P> & {
  /** Loads the module; a render after this settles shows the component at once. Never rejects. */
  preload: () => Promise<unknown>;
};

/**
 * React's `lazy`, plus `preload()`, and a load that failed can be tried again. React.lazy suspends
 * on its first render even when the module has already arrived (a promise answers a tick later),
 * and a new Suspense boundary then shows its fallback for a moment. Once preloaded, the module is
 * handed to React synchronously, so that first render shows the component itself: main.tsx
 * relies on this to replace the prerendered landing page with the same page rather than a
 * spinner (docs/adr/0013-fast-as-shipped.md). React.lazy also keeps a failed load's error for
 * good, which its LoadBoundary shows; its 重試 (renewFailedLoads) puts a fresh one in its place,
 * so the next render asks the network again. Not at once: React renders a part again before it
 * gives up on it, and a fresh load each time would ask the network for ever.
 */
export function lazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const fresh = () =>
    reactLazy(() => {
      const module = loaded;
      if (!module)
        return preload().catch((error: unknown) => {
          failedLoads.add(() => (current = fresh()));
          throw new LoadFailure(error);
        });
      // React.lazy only calls `then` on what this returns, and a thenable that answers at once
      // lets it render the component in the same pass. Cast: its type asks for a real Promise.
      const now = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return now as unknown as Promise<typeof module>;
    });
  let current = fresh();
  const Lazy = (props: P) => createElement(current, props);
  // A preload ahead of need that fails (offline) is not an error yet: the render will say so.
  return Object.assign(Lazy, { preload: () => preload().catch(() => undefined) });
}

/** A screen with its variant's props, ready to render: each page module is its own chunk. */
export interface Screen {
  /** Loads the page's chunk ahead of its first render (main.tsx, for the prerendered `/`). */
  preload: () => Promise<unknown>;
  /** The page with its variant's props and the route's title. */
  render: (title: string) => ReactElement;
}

/** Props a page takes besides PageProps; a page with none is given none. */
type VariantArgs<Props extends PageProps> =
  Record<string, never> extends Omit<Props, keyof PageProps>
    ? []
    : [variant: Omit<Props, keyof PageProps>];

/**
 * A lazily loaded page and its variant's props: `screen(() => import(…), { … })`. The
 * props are checked against the page's own props type.
 */
export function screen<Props extends PageProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  ...[variant]: NoInfer<VariantArgs<Props>>
): Screen {
  const Page = lazy(load);
  return {
    preload: Page.preload,
    // Cast: TypeScript cannot see that the variant's props plus the title are the page's props.
    render: (title) => createElement(Page, { ...variant, title } as Props),
  };
}
