import { breakpoints } from '../packages/ui/src/theme/tokens';

/**
 * The Storybook viewports are the product's breakpoints (docs/requirements.md §9, theme/tokens.ts), so the toolbar
 * offers exactly the widths the layouts change at. `xs` starts at 0: it is shown at a phone width.
 * A story whose layout depends on the width pins one: `globals: { viewport: { value: 'lg' } }`.
 */
const phoneWidth = 375;

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

export const viewportOptions = {
  xs: viewport(`xs · ${phoneWidth} px (0–${breakpoints.sm - 1})`, phoneWidth, 812, 'mobile'),
  sm: viewport(`sm · ${breakpoints.sm} px`, breakpoints.sm, 900, 'mobile'),
  md: viewport(`md · ${breakpoints.md} px`, breakpoints.md, 900, 'mobile'),
  lg: viewport(`lg · ${breakpoints.lg} px (desktop)`, breakpoints.lg, 900, 'desktop'),
  xl: viewport(`xl · ${breakpoints.xl} px`, breakpoints.xl, 1080, 'desktop'),
} as const;

export type ViewportName = keyof typeof viewportOptions;
