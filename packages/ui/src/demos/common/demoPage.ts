import styled, { css } from 'styled-components';
import { fontSize, media, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';

/**
 * The one layout of a demo that is a whole screen (docs/requirements.md §2, demo screens): a
 * centred column of the demo's content width (the page around it pads it), and the title
 * (`StyledDemoTitle`) with an optional intro (`StyledDemoIntro`) above the content.
 */
export const demoPage = (contentWidth: number) => css`
  /* Full width up to the content width, also as a flex item (the app's demo page), where the auto
     margins would otherwise shrink it to its content. No padding of its own: the page around it
     (the app's DemoFrame, or Storybook's canvas) gives the one side padding. */
  width: 100%;
  min-width: 0;
  max-width: ${contentWidth}px;
  margin: 0 auto;
`;

/** A line under the title saying what the demo is for. */
export const StyledDemoIntro = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  margin-bottom: ${space(6)};
`;

/** The demo's title: the screen's h1. */
export const StyledDemoTitle = styled.h1`
  font-size: ${fontSize['6xl']};
  overflow-wrap: anywhere;
  margin-bottom: ${space(6)};
  &:has(+ ${StyledDemoIntro}) {
    margin-bottom: ${space(2)};
  }
`;

/**
 * The card of a demo that is one widget (the app's demo frame places it): surface, border, radius
 * and shadow, its padding, and its parts stacked with one gap.
 */
export const demoCard = (maxWidth: number) => css`
  width: 100%;
  max-width: ${maxWidth}px;
  min-width: 0;
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  ${cardSurface('sm')}
  /* Zoomed in (188 CSS px): the card's content keeps the width. */
  ${media.narrow} {
    padding: ${space(3)};
  }
`;
