/**
 * The seed catalog's product photos, drawn on the machine (never downloaded): a flat illustration
 * of the object in its colour on a soft backdrop, as SVG turned into a JPEG by sharp (librsvg) in the
 * image process (imageWork.ts `drawPicture`).
 * No text is drawn, so no font is needed. Deterministic: the same picture for the same input.
 */

type PictureKind =
  | 'bag'
  | 'shirt'
  | 'mug'
  | 'book'
  | 'jar'
  | 'pouch'
  | 'pot'
  | 'mat'
  | 'hat'
  | 'bottle'
  | 'bookmark'
  | 'tin';

export interface Picture {
  kind: PictureKind;
  /** The object's colour (`#rrggbb`). */
  colour: string;
  /** A second colour: a lid, a band, a label. */
  accent?: string;
  /** The backdrop. */
  backdrop?: string;
}

/** The colours of the seed's 顏色 values and a few materials. */
export const COLOURS = {
  黑: '#2f2f31',
  白: '#f3f0e8',
  燕麥: '#d9c8a5',
  墨綠: '#34503f',
  海軍藍: '#2a3d5c',
  焦糖棕: '#9b5d2f',
  霧灰: '#9da3a8',
  紅: '#b3413b',
  brass: '#c9a24a',
  glass: '#cfe3e6',
  wood: '#b9895a',
  tea: '#6f8f4e',
} as const;

const SIZE = 800;

/** A shade of `hex` (factor < 1 darker, > 1 lighter). */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = factor < 1 ? c * factor : c + (255 - c) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The object itself, centred on an 800 × 800 canvas. */
function object({ kind, colour, accent = COLOURS.白 }: Picture): string {
  const dark = shade(colour, 0.78);
  const light = shade(colour, 1.18);
  switch (kind) {
    case 'bag':
      return `<path d="M300 300 Q300 180 400 180 Q500 180 500 300" fill="none" stroke="${dark}" stroke-width="22"/>
        <path d="M210 300 H590 L620 640 H180 Z" fill="${colour}"/>
        <path d="M210 300 H590 L596 360 H204 Z" fill="${dark}" opacity="0.35"/>
        <rect x="330" y="430" width="140" height="110" rx="8" fill="${light}" opacity="0.7"/>`;
    case 'shirt':
      return `<path d="M310 190 L230 220 L150 330 L230 380 L260 345 V630 H540 V345 L570 380 L650 330 L570 220 L490 190 Q400 260 310 190 Z" fill="${colour}"/>
        <path d="M310 190 Q400 260 490 190" fill="none" stroke="${dark}" stroke-width="14"/>
        <path d="M260 345 V630" stroke="${dark}" stroke-width="6" opacity="0.4"/>`;
    case 'mug':
      return `<path d="M520 330 Q640 330 640 440 Q640 550 520 540" fill="none" stroke="${dark}" stroke-width="34"/>
        <rect x="230" y="260" width="300" height="360" rx="36" fill="${colour}"/>
        <ellipse cx="380" cy="265" rx="150" ry="34" fill="${dark}"/>
        <ellipse cx="380" cy="268" rx="132" ry="24" fill="#5b3a22"/>
        <rect x="250" y="300" width="26" height="280" rx="12" fill="${light}" opacity="0.6"/>`;
    case 'book':
      return `<rect x="230" y="170" width="340" height="470" rx="18" fill="${colour}"/>
        <rect x="230" y="170" width="56" height="470" rx="14" fill="${dark}"/>
        <rect x="500" y="170" width="18" height="470" fill="${accent}" opacity="0.85"/>
        <rect x="330" y="260" width="150" height="60" rx="6" fill="${light}" opacity="0.55"/>`;
    case 'jar':
      return `<rect x="270" y="250" width="260" height="370" rx="40" fill="${COLOURS.glass}" opacity="0.8"/>
        <rect x="290" y="330" width="220" height="270" rx="28" fill="${colour}"/>
        <rect x="260" y="200" width="280" height="70" rx="16" fill="${accent}"/>
        <rect x="320" y="420" width="160" height="90" rx="8" fill="${COLOURS.白}" opacity="0.9"/>
        <path d="M400 330 V290" stroke="#3a3a3a" stroke-width="6"/>`;
    case 'pouch':
      return `<path d="M250 230 H550 L580 640 H220 Z" fill="${colour}"/>
        <rect x="250" y="210" width="300" height="40" rx="8" fill="${dark}"/>
        <rect x="300" y="360" width="200" height="170" rx="10" fill="${accent}"/>
        <circle cx="400" cy="445" r="48" fill="${COLOURS.tea}"/>`;
    case 'pot':
      return `<path d="M560 430 Q660 380 690 300" fill="none" stroke="${colour}" stroke-width="36" stroke-linecap="round"/>
        <path d="M250 380 Q170 380 190 470 Q210 540 260 520" fill="none" stroke="${dark}" stroke-width="30"/>
        <ellipse cx="400" cy="470" rx="190" ry="160" fill="${colour}"/>
        <ellipse cx="400" cy="320" rx="110" ry="30" fill="${dark}"/>
        <circle cx="400" cy="280" r="26" fill="${dark}"/>
        <ellipse cx="330" cy="430" rx="40" ry="70" fill="${light}" opacity="0.35"/>`;
    case 'mat':
      return `<rect x="160" y="250" width="480" height="320" rx="24" fill="${colour}"/>
        ${[0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="160" y="${285 + i * 60}" width="480" height="10" fill="${dark}" opacity="0.35"/>`,
          )
          .join('')}
        <circle cx="560" cy="330" r="48" fill="${accent}" opacity="0.9"/>`;
    case 'hat':
      return `<ellipse cx="400" cy="520" rx="250" ry="70" fill="${dark}"/>
        <path d="M250 520 Q260 300 400 290 Q540 300 550 520 Z" fill="${colour}"/>
        <rect x="262" y="450" width="276" height="36" fill="${accent}" opacity="0.8"/>`;
    case 'bottle':
      return `<rect x="320" y="230" width="160" height="420" rx="60" fill="${colour}"/>
        <rect x="335" y="160" width="130" height="90" rx="20" fill="${dark}"/>
        <rect x="345" y="300" width="22" height="300" rx="11" fill="${light}" opacity="0.5"/>`;
    case 'bookmark':
      return `<rect x="330" y="160" width="140" height="470" rx="10" fill="${COLOURS.brass}"/>
        <circle cx="400" cy="220" r="18" fill="${shade(COLOURS.brass, 0.6)}"/>
        <path d="M400 220 Q380 330 420 420" fill="none" stroke="${colour}" stroke-width="10"/>
        <circle cx="420" cy="430" r="22" fill="${colour}"/>`;
    case 'tin':
      return `<rect x="260" y="250" width="280" height="370" rx="24" fill="${colour}"/>
        <rect x="250" y="220" width="300" height="60" rx="14" fill="${dark}"/>
        <rect x="260" y="380" width="280" height="120" fill="${accent}"/>
        <circle cx="400" cy="440" r="40" fill="${COLOURS.tea}"/>`;
  }
}

/** The picture as SVG markup. */
export function pictureSvg(picture: Picture): string {
  const backdrop = picture.backdrop ?? '#efe9df';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(backdrop, 1.06)}"/><stop offset="1" stop-color="${shade(backdrop, 0.9)}"/>
    </linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
    <ellipse cx="400" cy="660" rx="280" ry="40" fill="#000" opacity="0.12"/>
    ${object(picture)}
  </svg>`;
}
