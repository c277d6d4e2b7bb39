import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';

const StyledFrame = styled.div`
  width: min(1120px, 100%);
  margin: 0 auto;
  padding: 16px 16px 48px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const StyledBack = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export interface DemoFrameProps {
  /** The page heading; omit when the demo brings its own h1. */
  title?: string;
  children: ReactNode;
}

/** The frame of a demo screen: a way back to the resume page, the heading and the demo. */
export function DemoFrame({ title, children }: DemoFrameProps) {
  return (
    <StyledFrame>
      <StyledBack to={pathTo('resume')}>← 回到作品集</StyledBack>
      {title && <h1>{title}</h1>}
      {children}
    </StyledFrame>
  );
}
