import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme } from '../packages/ui/src/theme';

/**
 * On a docs page, the box Storybook draws around each story (`.docs-story`, padded) takes the
 * background of the theme the story renders in, so a dark story sits on a dark canvas and a light
 * one on the light page background. Keyed on the story's own theme scope, so stories never affect
 * each other.
 */
export const DocsCanvasStyle = createGlobalStyle`
  .docs-story:has([data-folio-theme='light']) { background: ${lightTheme.palette.background}; }
  .docs-story:has([data-folio-theme='dark']) { background: ${darkTheme.palette.background}; }
`;
