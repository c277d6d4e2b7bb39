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

/**
 * Resets and element defaults, at the root of the page (`within` empty) or only inside the boxes
 * that `within` selects. `within` is wrapped in :where() by the caller, so the rules keep the
 * specificity of plain element selectors and component styles still win over them.
 */
const elementCss = (within = '') => css`
  ${within}*,
  ${within}*::before,
  ${within}*::after {
    box-sizing: border-box;
  }
  ${within}h1,
  ${within}h2,
  ${within}h3,
  ${within}h4 {
    line-height: 1.3;
    margin: 0 0 0.5em;
  }
  ${within}p {
    margin: 0 0 1em;
  }
  ${within}a {
    color: ${({ theme }) => theme.palette.primary};
  }
  ${within}button,
  ${within}input,
  ${within}select,
  ${within}textarea {
    font: inherit;
    color: inherit;
  }
  ${within}img {
    max-width: 100%;
    display: block;
  }
  ${within}*:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    ${within}*,
    ${within}*::before,
    ${within}*::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Resets and base typography for the whole page; colours follow the active theme. */
export const GlobalStyle = createGlobalStyle`
  html { -webkit-text-size-adjust: 100%; ${({ theme }) => theme.rootCss} }
  body {
    margin: 0;
    min-height: 100vh;
    ${surfaceCss}
  }
  ${elementCss()}
`;

/**
 * The same styles confined to one box: its own colour scheme, background, text and element
 * defaults, leaving the rest of the page alone (several themes side by side, as on a docs page).
 * `themeScopeCss` styles the box (marked `data-folio-theme="<mode>"`); `ScopedElementStyle`
 * adds the element defaults under every box of the current theme's mode.
 */
export const themeScopeCss = css`
  ${({ theme }) => theme.rootCss}
  ${surfaceCss}
`;

export const ScopedElementStyle = createGlobalStyle`
  ${({ theme }) => elementCss(`:where([data-folio-theme='${theme.mode}']) `)}
`;
