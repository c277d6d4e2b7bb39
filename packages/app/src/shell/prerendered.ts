/**
 * The attribute marking what the build drew into a page's HTML (packages/app/build/prerender.ts):
 * a copy of the screen per theme inside #root, and their styles in `<head>`. main.tsx renders the
 * app over them and removes them.
 */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
