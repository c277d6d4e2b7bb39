// The styled-components DefaultTheme augmentation; imported so every consumer of the theme gets it.
import type {} from './styled';
export * from './tokens';
export * from './themes';
export { systemTheme } from './systemTheme';
export { GlobalStyle } from './GlobalStyle';
export { FolioThemeProvider } from './FolioThemeProvider';
export { visuallyHidden } from './visuallyHidden';
