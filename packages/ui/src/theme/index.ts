export * from './tokens';
export * from './themes';
export { GlobalStyle } from './GlobalStyle';
export { FolioThemeProvider, type FolioThemeProviderProps } from './FolioThemeProvider';
export { visuallyHidden } from './visuallyHidden';
