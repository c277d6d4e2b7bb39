import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, ScopedElementStyle, themeScopeCss } from './GlobalStyle';
import { themes, type ThemeSetting } from './themes';

interface FolioThemeProviderProps {
  /** Which theme to use; `'system'` for both, the system preference showing one (`systemTheme`). */
  mode?: ThemeSetting;
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
  scoped = false,
  children,
}: FolioThemeProviderProps) {
  return (
    <ThemeProvider theme={themes[mode]}>
      {scoped ? (
        <StyledScope data-folio-theme={mode}>
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
