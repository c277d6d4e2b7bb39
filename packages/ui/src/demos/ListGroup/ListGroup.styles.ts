import styled from 'styled-components';
import { media } from '../../theme';

export const StyledListGroup = styled.section`
  max-width: 480px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
  h1 {
    font-size: 1.75rem;
    margin-bottom: 16px;
  }
`;

export const StyledListCard = styled.nav`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: 8px;
`;

export const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  &[hidden] {
    display: none;
  }
`;

export const StyledListButton = styled.button<{ $depth: number }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px 8px ${({ $depth }) => 12 + $depth * 24}px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 700;
  }
  > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  > span {
    flex: 1;
  }
  > svg:last-child {
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const StyledSelection = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.palette.textMuted};
  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
