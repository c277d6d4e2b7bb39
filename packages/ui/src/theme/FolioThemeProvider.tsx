import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeMode } from './themes';

export interface FolioThemeProviderProps {
  /** Which theme to use. @default 'light' */
  mode?: ThemeMode;
  children: ReactNode;
}

/** Applies the light or dark theme and the global styles to everything inside. */
export function FolioThemeProvider({ mode = 'light', children }: FolioThemeProviderProps) {
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
