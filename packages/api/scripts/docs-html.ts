/**
 * Redoc's page as redocly build-docs writes it, made fit for /docs/api: its "API docs by Redocly"
 * badge loads a logo from cdn.redoc.ly (a third-party image, which the site's CSP refuses anyway)
 * so the badge goes; the page gets the site's favicon. Its telemetry must be off (`telemetry: off`
 * in redocly.yaml): the CSP would refuse it with an error in the console.
 */
const BADGE_LOGOS = [
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg',
];
const BADGE_LINK = 'https://redocly.com/redoc/';

/** The favicon of the site, served by the app at its root. */
export const FAVICON = '/favicon.svg';

/** How build-docs writes the page's options when its telemetry is off. */
export const TELEMETRY_OFF = '"disableTelemetry":true';

export function patchDocsHtml(html: string): string {
  if (!html.includes(TELEMETRY_OFF)) {
    throw new Error('the Redoc page would send telemetry: set `telemetry: off` in redocly.yaml');
  }
  let out = html;
  for (const logo of BADGE_LOGOS) {
    // Fails the build when a Redoc upgrade changes the badge, rather than shipping it silently.
    if (!out.includes(logo)) throw new Error(`the Redoc page no longer references ${logo}`);
    // An empty src is never fetched; the img's onError then removes it.
    out = out.replaceAll(logo, '');
  }
  const head = [
    `<link rel="icon" href="${FAVICON}" type="image/svg+xml">`,
    `<style>:has(> a[href="${BADGE_LINK}"]),a[href="${BADGE_LINK}"]{display:none!important}</style>`,
  ].join('');
  if (!out.includes('</head>')) throw new Error('the Redoc page has no </head>');
  return out.replace('</head>', `${head}</head>`);
}
