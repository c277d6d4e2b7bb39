import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/*
 * A module of its own, not part of Layout.tsx: the dashboard's chunk imports it, and a lazily
 * loaded chunk that imports Layout.tsx keeps the bundler from putting the modules the entry shares
 * with the screens into the entry (0.7 KB more on the landing route, docs/architecture.md §6).
 */
interface SiteNavSlot {
  /** The site's navigation (`SiteNav` of @folio/ui) built by the layout. */
  siteNav: ReactNode;
  /** Tells the layout whether a screen shows `siteNav` in a drawer of its own. */
  setShownByScreen: (shown: boolean) => void;
}

export const SiteNavContext = createContext<SiteNavSlot>({
  siteNav: null,
  setShownByScreen: () => {},
});

/**
 * For a screen with a drawer of its own (the dashboard of `/test`): returns the site's navigation to
 * put in that drawer, and while the screen is shown the layout drops its menu button, so a phone has
 * one menu control (docs/requirements.md §2). Set before the first paint, so the button never flashes.
 */
export function useSiteNavInScreen(): ReactNode {
  const { siteNav, setShownByScreen } = useContext(SiteNavContext);
  useLayoutEffect(() => {
    setShownByScreen(true);
    return () => setShownByScreen(false);
  }, [setShownByScreen]);
  return siteNav;
}
