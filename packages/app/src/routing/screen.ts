import type { PageProps } from './page';
import {
  createElement,
  lazy as reactLazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module; a render after this settles shows the component at once. */
  preload: () => Promise<unknown>;
};

/**
 * React's `lazy`, plus `preload()`. React.lazy suspends on its first render even when the module
 * has already arrived (a promise answers a tick later), and a new Suspense boundary then shows
 * its fallback for a moment. Once preloaded, the module is handed to React synchronously, so
 * that first render shows the component itself: main.tsx relies on this to replace the
 * prerendered landing page with the same page rather than a spinner (issue 13).
 */
export function lazy<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = reactLazy(() => {
    const module = loaded;
    if (!module) return preload();
    // React.lazy only calls `then` on what this returns, and a thenable that answers at once lets
    // it render the component in the same pass. Cast: its type asks for a real Promise.
    const now = { then: (resolve: (value: typeof module) => void) => resolve(module) };
    return now as unknown as Promise<typeof module>;
  });
  return Object.assign(component, { preload });
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
