import { createGlobalStyle } from 'styled-components';

/** Resets and base typography; colours follow the active theme. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: 16px;
    line-height: 1.6;
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.3; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.palette.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img { max-width: 100%; display: block; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
