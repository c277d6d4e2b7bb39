import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledBarePage = styled.main`
  display: grid;
  min-height: 100vh;
`;

/**
 * The frame of a bare route (routes.ts `bare`): the page's landmark and the window's height, no
 * site bar or navigation; its screen fills it (the sandbox's payment page, a gateway's look).
 */
export function BarePage({ children }: { children: ReactNode }) {
  return <StyledBarePage>{children}</StyledBarePage>;
}
