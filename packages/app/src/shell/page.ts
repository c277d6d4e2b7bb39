/** What every page receives from the route table (routes.ts), besides its variant's own props. */
export interface PageProps {
  /** The route's title: the document title, and the heading of pages that show it. */
  title: string;
}

/** The title shown in the browser tab (docs/requirements.md §2). */
export const documentTitle = (title: string) => `${title} · Folio`;
