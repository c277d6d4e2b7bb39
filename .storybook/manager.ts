import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { lightTheme } from '../packages/ui/src/theme/themes';
import { fontFamily, monoFontFamily, radius } from '../packages/ui/src/theme/tokens';
import { markSvg, svgDataUrl } from './brand';

/** The Storybook manager in Folio's own colours, type and mark (the light theme's tokens). */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Folio UI',
    brandUrl: '?path=/docs/introduction--docs',
    brandImage: svgDataUrl(markSvg(true)),
    brandTarget: '_self',
    colorPrimary: lightTheme.palette.primary,
    colorSecondary: lightTheme.palette.primary,
    appBg: lightTheme.palette.background,
    appContentBg: lightTheme.palette.surface,
    appBorderColor: lightTheme.palette.border,
    appBorderRadius: Number.parseInt(radius.sm, 10),
    textColor: lightTheme.palette.text,
    textMutedColor: lightTheme.palette.textMuted,
    barBg: lightTheme.palette.surface,
    barSelectedColor: lightTheme.palette.primary,
    fontBase: fontFamily,
    fontCode: monoFontFamily,
  }),
  sidebar: { showRoots: true },
});
