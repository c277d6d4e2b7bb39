import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';

export const StyledAppBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  height: ${({ theme }) => theme.appBarHeight}px;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: 0 ${space(4)};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const StyledBrand = styled.div`
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.xl};
  letter-spacing: 0.02em;
  white-space: nowrap;
  a {
    color: inherit;
    text-decoration: none;
  }
`;

export const StyledNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin-left: auto;
`;

export const StyledEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
`;
