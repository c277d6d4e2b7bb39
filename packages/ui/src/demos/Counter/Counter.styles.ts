import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { demoCard } from '../common/demoPage';

export const StyledCounter = styled.section`
  ${demoCard(420)}
  align-items: center;
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledValues = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
  width: 100%;

  div {
    padding: ${space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  dt {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${fontSize['7xl']};
    font-weight: ${fontWeight.bold};
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${space(3)};
  justify-content: center;
  flex-wrap: wrap;
`;

export const StyledNote = styled.p`
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${({ theme }) => theme.palette.textMuted};
`;
