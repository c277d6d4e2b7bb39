import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { visuallyHidden } from '../../theme/visuallyHidden';
import type { ResultState } from './resultState';

export const StyledCheckoutResultView = styled.section`
  width: min(640px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  h1 {
    margin: 0;
  }
`;

export const StyledLoading = styled.p`
  ${visuallyHidden}
`;

export const StyledCard = styled.div`
  ${cardSurface('sm')}
  padding: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
  > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledMessage = styled.p<{ $tone: ResultState['tone'] }>`
  && {
    margin: 0;
  }
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.palette[$tone]};
  color: ${({ theme, $tone }) => theme.palette[$tone]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

export const StyledRecipient = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space(3)};
  }
  dt {
    min-width: 5em;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
  a:first-child {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space(5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.onPrimary};
    font-weight: ${fontWeight.medium};
    text-decoration: none;
  }
`;

export const StyledAlert = styled.div`
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.palette.error};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${space(3)};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${space(4)};
  }
`;
