import { useId } from 'react';
import { useTheme } from 'styled-components';

/** An inline drawing of a table by a window: coffee, a plate and a plant, in theme colours. */
export function CafeIllustration({ label }: { label: string }) {
  const { palette, mode } = useTheme();
  // Porcelain stays light in both themes.
  const porcelain = mode === 'dark' ? palette.text : palette.surface;
  const porcelainShade = mode === 'dark' ? palette.textMuted : palette.surfaceAlt;
  const id = useId();
  const sky = `${id}-sky`;
  const table = `${id}-table`;
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.primarySoft} />
          <stop offset="1" stopColor={palette.surfaceAlt} />
        </linearGradient>
        <linearGradient id={table} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.warning} />
          <stop offset="1" stopColor={palette.warning} stopOpacity="0.75" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${sky})`} />
      {/* window */}
      <g opacity="0.9">
        <rect x="196" y="18" width="100" height="84" rx="6" fill={palette.surface} />
        <path d="M246 18v84M196 60h100" stroke={palette.border} strokeWidth="4" />
        <circle cx="272" cy="40" r="10" fill={palette.warning} opacity="0.5" />
      </g>
      {/* pendant lamp */}
      <path d="M92 0v26" stroke={palette.textMuted} strokeWidth="2" />
      <path d="M74 44a18 18 0 0 1 36 0z" fill={palette.primary} />
      <circle cx="92" cy="46" r="4" fill={palette.warning} />
      {/* plant */}
      <rect x="24" y="100" width="30" height="28" rx="4" fill={palette.primary} />
      <path
        d="M39 100c-14-10-16-26-12-34 8 6 12 18 12 34zm0 0c10-14 22-18 30-16-4 10-16 16-30 16zm0 0c-2-16 4-30 10-34 4 10 0 24-10 34z"
        fill={palette.success}
      />
      {/* table */}
      <rect x="0" y="128" width="320" height="52" fill={`url(#${table})`} />
      <rect x="0" y="128" width="320" height="6" fill={palette.warning} />
      {/* plate with a pastry */}
      <ellipse cx="200" cy="140" rx="48" ry="12" fill={porcelain} />
      <ellipse cx="200" cy="138" rx="34" ry="7" fill={porcelainShade} />
      <path d="M176 136c6-14 42-14 48 0-8 4-40 4-48 0z" fill={palette.warning} />
      <path
        d="M188 131l4 6M200 128v8M212 131l-4 6"
        stroke={porcelain}
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* cup and saucer */}
      <ellipse cx="118" cy="142" rx="34" ry="8" fill={porcelain} />
      <path d="M94 104h48v20a24 18 0 0 1-48 0z" fill={porcelain} />
      <path d="M142 110c12 0 12 18 0 18" fill="none" stroke={porcelain} strokeWidth="5" />
      <ellipse cx="118" cy="104" rx="24" ry="5" fill={palette.warning} />
      {/* steam */}
      <path
        d="M108 94c-6-8 6-12 0-20M120 94c-6-8 6-12 0-20M132 94c-6-8 6-12 0-20"
        fill="none"
        stroke={palette.textMuted}
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}
