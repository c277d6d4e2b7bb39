import { lightTheme } from '../packages/ui/src/theme/themes';

/** The product's mark, the app bar's "F" tile, as an SVG (with the name beside it when `named`). */
export function markSvg(named: boolean) {
  const { primary, onPrimary, text } = lightTheme.palette;
  const font = 'font-family="system-ui, sans-serif" font-size="18" font-weight="700"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${named ? 132 : 32}" height="32" viewBox="0 0 ${named ? 132 : 32} 32">` +
    `<rect width="32" height="32" rx="8" fill="${primary}"/>` +
    `<text x="16" y="22.5" text-anchor="middle" ${font} fill="${onPrimary}">F</text>` +
    (named ? `<text x="42" y="22.5" ${font} fill="${text}">Folio UI</text>` : '') +
    `</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
