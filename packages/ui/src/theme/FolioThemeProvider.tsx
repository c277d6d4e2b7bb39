import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, ScopedElementStyle, themeScopeCss } from './GlobalStyle';
import { themes, type Theme, type ThemeMode } from './themes';

interface FolioThemeProviderProps {
  /** Which theme to use. */
  mode?: ThemeMode;
  /**
   * A theme object instead of `mode`: `systemTheme` for both themes at once, the system
   * preference showing one (a page drawn before any script runs).
   */
  theme?: Theme;
  /**
   * Confine the theme's page styles (background, text, colour scheme, resets) to a box around the
   * children instead of the whole page: for several themes on one page, as in the docs.
   */
  scoped?: boolean;
  children: ReactNode;
}

const StyledScope = styled.div`
  ${themeScopeCss}
`;

/** Applies the light or dark theme and the global styles to everything inside. */
export function FolioThemeProvider({
  mode = 'light',
  theme = themes[mode],
  scoped = false,
  children,
}: FolioThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {scoped ? (
        <StyledScope data-folio-theme={theme.mode}>
          <ScopedElementStyle />
          {children}
        </StyledScope>
      ) : (
        <>
          <GlobalStyle />
          {children}
        </>
      )}
    </ThemeProvider>
  );
}
