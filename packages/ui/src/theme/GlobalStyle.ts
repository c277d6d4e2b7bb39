import { createGlobalStyle, css } from 'styled-components';
import { fontSize } from './tokens';

/** The theme's colours and base typography, on the page's body or on a themed box. */
const surfaceCss = css`
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${fontSize.base};
  line-height: 1.6;
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.text};
  -webkit-font-smoothing: antialiased;
`;

/** Resets and element defaults; at the root of the page, or nested under a themed box. */
const elementCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin: 0 0 0.5em;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  img {
    max-width: 100%;
    display: block;
  }
  *:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Resets and base typography for the whole page; colours follow the active theme. */
export const GlobalStyle = createGlobalStyle`
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    min-height: 100vh;
    ${surfaceCss}
  }
  ${elementCss}
`;

/**
 * The same styles confined to one box: its own colour scheme, background, text and element
 * defaults, leaving the rest of the page alone (several themes side by side, as on a docs page).
 */
export const themeScopeCss = css`
  color-scheme: ${({ theme }) => theme.mode};
  ${surfaceCss}
  ${elementCss}
`;
