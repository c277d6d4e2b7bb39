import { css } from 'styled-components';
import { space } from './tokens';

/**
 * A card's or header's `heading` of `size` and its paragraphs without the browser's margins (the
 * block's gap spaces them), the heading `below` spacing steps above what follows it.
 */
export const headingAndText = (heading: 'h1' | 'h2' | 'h3', size: string, below = 0) => css`
  ${heading} {
    margin: 0 0 ${space(below)};
    font-size: ${size};
  }
  p {
    margin: 0;
  }
`;
