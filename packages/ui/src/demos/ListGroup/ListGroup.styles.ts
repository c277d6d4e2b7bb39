import styled from 'styled-components';
import { space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';
import { plainList } from '../../theme/plainList';
import { ghostButton } from '../../theme/buttons';
import { row } from '../../theme/layout';

export const StyledListGroup = styled.section`
  ${demoPage(480)}
`;

export const StyledListCard = styled.nav`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${space(2)};
`;

export const StyledList = styled.ul`
  ${plainList}
  &[hidden] {
    display: none;
  }
`;

export const StyledListButton = styled.button<{ $depth: number }>`
  ${row(3)}
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} ${space(3)} ${space(2)} ${({ $depth }) => space(3 + $depth * 6)};
  ${ghostButton}

  &[aria-current='true'] {
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: ${fontWeight.bold};
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
  margin: ${space(4)} 0 0;
  color: ${({ theme }) => theme.palette.textMuted};
  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
