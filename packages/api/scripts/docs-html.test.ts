import { describe, expect, it } from 'vitest';
import { FAVICON, TELEMETRY_OFF, patchDocsHtml } from './docs-html.ts';

const page = (logos: string, options = `{"skipBundle":true,${TELEMETRY_OFF}}`) =>
  `<html><head><title>Folio API</title></head><body><script>${logos}; const __redoc_options = ${options};</script></body></html>`;
const redoc = page(
  'src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`,href:`https://redocly.com/redoc/`',
);

describe('patchDocsHtml', () => {
  it('loads no image from cdn.redoc.ly, hides the badge and links the favicon', () => {
    const html = patchDocsHtml(redoc);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(html).toContain(`<link rel="icon" href="${FAVICON}" type="image/svg+xml">`);
    expect(html).toContain(
      ':has(> a[href="https://redocly.com/redoc/"]),a[href="https://redocly.com/redoc/"]{display:none!important}',
    );
  });

  it('fails when the page would send telemetry (blocked by the CSP: console errors)', () => {
    const logos =
      'https://cdn.redoc.ly/redoc/logo-mini-full.svg https://cdn.redoc.ly/redoc/logo-mini.svg';
    expect(() => patchDocsHtml(page(logos, '{"disableTelemetry":false}'))).toThrow(/telemetry/);
  });

  it('fails when Redoc no longer has the badge it knows how to remove', () => {
    expect(() => patchDocsHtml(page(''))).toThrow(/no longer references/);
  });
});
