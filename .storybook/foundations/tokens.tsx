/**
 * Tables of the design tokens for the Foundations docs pages, generated from the theme module
 * (packages/ui/src/theme), so the pages cannot drift from what the components use.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  appBarHeight,
  breakpoints,
  darkTheme,
  fontSize,
  fontWeight,
  lightTheme,
  radius,
  space,
  zIndex,
  type Palette,
  type Theme,
} from '../../packages/ui/src/theme';
import { contrastRatio } from './contrast';

const modes: Theme[] = [lightTheme, darkTheme];

const cell: CSSProperties = { verticalAlign: 'middle' };

function Swatch({ colour, border }: { colour: string; border: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 40,
        height: 24,
        borderRadius: 4,
        background: colour,
        border: `1px solid ${border}`,
        verticalAlign: 'middle',
        marginRight: 8,
      }}
    />
  );
}

/** Every palette colour, light and dark side by side. */
export function PaletteTable() {
  const keys = Object.keys(lightTheme.palette) as (keyof Palette)[];
  return (
    <table>
      <thead>
        <tr>
          <th>token</th>
          {modes.map((t) => (
            <th key={t.mode}>{t.mode}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code>palette.{key}</code>
            </td>
            {modes.map((t) => (
              <td key={t.mode} style={cell}>
                <Swatch colour={t.palette[key]} border={lightTheme.palette.border} />
                <code>{t.palette[key]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Foreground on background pairs the components use, and the contrast each needs (WCAG 2.1). */
const pairs: { fg: keyof Palette; bg: keyof Palette; use: string; min: number }[] = [
  { fg: 'text', bg: 'background', use: 'body text on the page', min: 4.5 },
  { fg: 'text', bg: 'surface', use: 'text on cards, dialogs, bars', min: 4.5 },
  { fg: 'text', bg: 'surfaceAlt', use: 'text on raised rows, inputs', min: 4.5 },
  { fg: 'textMuted', bg: 'background', use: 'secondary text on the page', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', use: 'helper text, captions', min: 4.5 },
  { fg: 'primary', bg: 'surface', use: 'links, outline buttons', min: 4.5 },
  { fg: 'primary', bg: 'background', use: 'links on the page', min: 4.5 },
  { fg: 'onPrimary', bg: 'primary', use: 'solid button label', min: 4.5 },
  { fg: 'text', bg: 'primarySoft', use: 'text on a selected item', min: 4.5 },
  { fg: 'error', bg: 'surface', use: 'field error messages', min: 4.5 },
  { fg: 'success', bg: 'surface', use: 'status text', min: 4.5 },
  { fg: 'warning', bg: 'surface', use: 'status text', min: 4.5 },
  { fg: 'info', bg: 'surface', use: 'status text', min: 4.5 },
  { fg: 'onStatus', bg: 'success', use: 'label on a status chip', min: 4.5 },
  { fg: 'onStatus', bg: 'warning', use: 'label on a status chip', min: 4.5 },
  { fg: 'onStatus', bg: 'error', use: 'label on a status chip', min: 4.5 },
  { fg: 'onStatus', bg: 'info', use: 'label on a status chip', min: 4.5 },
  { fg: 'focus', bg: 'background', use: 'focus ring (non-text)', min: 3 },
  { fg: 'focus', bg: 'surface', use: 'focus ring (non-text)', min: 3 },
];

function Sample({ theme, fg, bg }: { theme: Theme; fg: keyof Palette; bg: keyof Palette }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '2px 8px',
        marginRight: 8,
        borderRadius: 4,
        background: theme.palette[bg],
        color: theme.palette[fg],
        border: `1px solid ${theme.palette.border}`,
        fontWeight: fontWeight.bold,
      }}
    >
      文字 Aa
    </span>
  );
}

/** The contrast ratio of each pair in light and dark, against the WCAG 2.1 AA minimum. */
export function ContrastTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>pair</th>
          <th>used for</th>
          <th>AA needs</th>
          {modes.map((t) => (
            <th key={t.mode}>{t.mode}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ fg, bg, use, min }) => (
          <tr key={`${fg}/${bg}`}>
            <td style={cell}>
              <code>{fg}</code> on <code>{bg}</code>
            </td>
            <td style={cell}>{use}</td>
            <td style={cell}>{min}:1</td>
            {modes.map((t) => {
              const ratio = contrastRatio(t.palette[fg], t.palette[bg]);
              return (
                <td key={t.mode} style={cell}>
                  <Sample theme={t} fg={fg} bg={bg} />
                  {ratio.toFixed(2)}:1 {ratio >= min ? '✔ AA' : '✘ below AA'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const px = (rem: string) => `${Number.parseFloat(rem) * 16} px`;

/** The type scale, each size with a sample line in Chinese and English. */
export function TypeScale() {
  return (
    <table>
      <thead>
        <tr>
          <th>token</th>
          <th>size</th>
          <th>sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSize).map(([name, size]) => (
          <tr key={name}>
            <td style={cell}>
              <code>fontSize[&apos;{name}&apos;]</code>
            </td>
            <td style={cell}>
              <code>{size}</code> ({px(size)})
            </td>
            <td
              style={{
                ...cell,
                fontSize: size,
                fontFamily: lightTheme.font.family,
                lineHeight: 1.4,
              }}
            >
              活動報名 Event sign-up
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The font stacks. */
export function FontFamilies() {
  return (
    <table>
      <tbody>
        {Object.entries(lightTheme.font).map(([name, family]) => (
          <tr key={name}>
            <td style={cell}>
              <code>theme.font.{name}</code>
            </td>
            <td style={{ ...cell, fontFamily: family }}>
              履歷與活動 Portfolio 0123456789
              <br />
              <code style={{ fontSize: 12 }}>{family}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The weights of `fontWeight`, each set in the theme's face. */
export function FontWeights() {
  return (
    <table>
      <tbody>
        {Object.entries(fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <td style={cell}>
              <code>fontWeight.{name}</code>
            </td>
            <td style={cell}>
              <code>{weight}</code>
            </td>
            <td style={{ ...cell, fontFamily: lightTheme.font.family, fontWeight: weight }}>
              履歷與活動 Portfolio 0123456789
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The steps of `space(n)` the library uses (n × 4 px). */
const spaceSteps = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10, 13, 16];

export function SpacingScale() {
  return (
    <table>
      <thead>
        <tr>
          <th>call</th>
          <th>value</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {spaceSteps.map((n) => (
          <tr key={n}>
            <td style={cell}>
              <code>space({n})</code>
            </td>
            <td style={cell}>{space(n)}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: space(n),
                  height: 16,
                  background: lightTheme.palette.primary,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tile({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <div
      style={{
        width: 140,
        height: 80,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 13,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 24, padding: 24 };

/** The corner radii. */
export function RadiusScale() {
  return (
    <div style={row}>
      {Object.entries(radius).map(([name, value]) => (
        <Tile
          key={name}
          style={{
            borderRadius: value,
            background: lightTheme.palette.primarySoft,
            border: `1px solid ${lightTheme.palette.primary}`,
          }}
        >
          <code>
            radius.{name} · {value}
          </code>
        </Tile>
      ))}
    </div>
  );
}

/** The three elevations, on each theme's page background. */
export function ShadowScale() {
  return (
    <>
      {modes.map((t) => (
        <div
          key={t.mode}
          style={{ ...row, background: t.palette.background, color: t.palette.text }}
        >
          {Object.entries(t.shadow).map(([name, value]) => (
            <Tile
              key={name}
              style={{ background: t.palette.surface, borderRadius: 10, boxShadow: value }}
            >
              <code style={{ color: t.palette.text, background: 'none' }}>
                {t.mode} shadow.{name}
              </code>
            </Tile>
          ))}
        </div>
      ))}
      <table>
        <tbody>
          {modes.flatMap((t) =>
            Object.entries(t.shadow).map(([name, value]) => (
              <tr key={`${t.mode}-${name}`}>
                <td>
                  <code>
                    {t.mode} · shadow.{name}
                  </code>
                </td>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </>
  );
}

/** What each stacking layer holds. */
const layerUse: Record<keyof typeof zIndex, string> = {
  appBar: 'the app bar, fixed at the top',
  drawer: 'the navigation drawer over the app bar',
  dialog: 'dialogs, the alert dialog and the lightbox',
  toast: 'notices above everything',
};

export function LayerTable() {
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => b - a);
  return (
    <table>
      <thead>
        <tr>
          <th>token</th>
          <th>z-index</th>
          <th>holds</th>
        </tr>
      </thead>
      <tbody>
        {layers.map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>zIndex.{name}</code>
            </td>
            <td>{value}</td>
            <td>{layerUse[name as keyof typeof zIndex]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The breakpoints with the range each covers and the media helper to use. */
export function BreakpointTable() {
  const entries = Object.entries(breakpoints) as [keyof typeof breakpoints, number][];
  return (
    <table>
      <thead>
        <tr>
          <th>name</th>
          <th>from</th>
          <th>up to</th>
          <th>layout</th>
          <th>in code</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([name, from], i) => {
          const next = entries[i + 1];
          return (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{from} px</td>
              <td>{next ? `${next[1] - 1} px` : '∞'}</td>
              <td>{from < breakpoints.lg ? 'mobile (menu in a drawer)' : 'desktop'}</td>
              <td>
                <code>media.up(&apos;{name}&apos;)</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export { appBarHeight };
