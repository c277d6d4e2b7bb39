import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';
import { media, space, fontWeight } from '../../theme';
import { StyledDemoTitle } from '../../demos/common/demoPage';

/** The widest demo content (the month calendar); the column never grows past it. */
const columnWidth = 1120;

const StyledPage = styled.div`
  width: 100%;
  max-width: ${columnWidth}px;
  margin: 0 auto;
  padding: ${space(4)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
  ${media.up('md')} {
    padding: ${space(6)} ${space(6)} ${space(12)};
  }
`;

const StyledBack = styled(Link)`
  align-self: flex-start;
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The demo: every part centred in the column, whatever its own width. */
const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(10)};
  & > ${StyledDemoTitle} {
    align-self: stretch;
    margin-bottom: 0;
  }
  /*
   * Never wider than the column, down to 188 CSS px (a phone zoomed to 200 %). Without
   * specificity (:where), so a demo's own narrower max-width still holds.
   */
  :where(&) > * {
    max-width: 100%;
  }
`;

interface DemoFrameProps {
  /** Where the back link goes. @default pathTo('resume') */
  backTo?: string;
  /** The page's h1; omit when the demo brings its own title. */
  title?: string;
  children: ReactNode;
}

/**
 * The frame of every demo screen (docs/requirements.md §2, demo screens): a back link to the
 * resume page, one h1 (the demo's own, or `title` for a widget demo), and the demo centred in one
 * column with one side padding.
 */
export function DemoFrame({ backTo = pathTo('resume'), title, children }: DemoFrameProps) {
  return (
    <StyledPage data-folio="demo-frame">
      <StyledBack to={backTo}>← 回到作品集</StyledBack>
      <StyledContent>
        {title && <StyledDemoTitle>{title}</StyledDemoTitle>}
        {children}
      </StyledContent>
    </StyledPage>
  );
}
