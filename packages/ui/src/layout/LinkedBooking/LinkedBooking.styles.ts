import styled from 'styled-components';
import { fontSize, fontWeight, radius, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { stack, wrapRow } from '../../theme/layout';

export const StyledLinkedBooking = styled.section`
  width: min(720px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  ${stack(4)}
  h1 {
    margin: 0;
    font-size: ${fontSize['6xl']};
  }
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

export const StyledCard = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  padding: ${space(4)};
  ${stack(2)}
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space(1)} ${space(3)};
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.medium};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const StyledActions = styled.div`
  ${wrapRow(2)}
`;

export const StyledPicker = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  ${stack(3)}
  legend {
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space(2)};
  }
  label {
    ${stack(1)}
  }
  select {
    font: inherit;
    padding: ${space(2)};
    border-radius: ${radius.md};
    border: 1px solid ${({ theme }) => theme.palette.border};
    background: ${({ theme }) => theme.palette.surface};
    color: inherit;
  }
`;

export const StyledSlotList = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${space(2)};
`;

/** The booking screen's note (a hint, or the error in its colour). */
export { StyledNote } from '../BookingView/BookingView.styles';
