/*
 * Apart from screen.ts, and importing nothing: the 404 page's chunk imports documentTitle, and a
 * module that imports React would then become a chunk of its own on the landing route.
 */

/** What every page receives from the route table (routes.ts), besides its variant's own props. */
export interface PageProps {
  /** The route's title: the document title, and the heading of pages that show it. */
  title: string;
}

/** The title shown in the browser tab (docs/requirements.md §2). */
export const documentTitle = (title: string) => `${title} · Folio`;
