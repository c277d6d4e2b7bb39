import styled from 'styled-components';
import { fontSize, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { catalogScreen } from '../catalogStyles';
import { stack, wrapRow } from '../../theme/layout';

export { StyledCatalogNotice as StyledNotice } from '../catalogStyles';

export const StyledCategoryManageView = styled.section`
  ${catalogScreen}
  h1 {
    margin: 0;
  }
`;

export const StyledAdd = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  > button {
    margin-top: ${space(7)};
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

export const StyledTree = styled.ol`
  ${plainList}
  ${stack(2)}
`;

export const StyledRow = styled.li<{
  $depth: number;
  /** Where a dragged category would land on this row. */
  $drop?: 'before' | 'into' | 'after';
  $dragged?: boolean;
}>`
  position: relative;
  ${stack(2)}
  margin-left: ${({ $depth }) => space(($depth - 1) * 6)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-left: 4px solid
    ${({ theme, $depth }) => ($depth === 1 ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  opacity: ${({ $dragged }) => ($dragged ? 0.5 : 1)};
  ${({ $drop, theme }) =>
    $drop === 'into'
      ? `outline: 2px dashed ${theme.palette.primary}; outline-offset: 2px;`
      : $drop
        ? `&::after {
            content: '';
            position: absolute;
            left: 0;
            right: 0;
            ${$drop === 'before' ? 'top' : 'bottom'}: -${space(1.5)};
            height: 3px;
            border-radius: 2px;
            background: ${theme.palette.primary};
          }`
        : ''}
  > div:first-child {
    ${wrapRow(3)}
    align-items: baseline;
    span {
      font-size: ${fontSize.sm};
      color: ${({ theme }) => theme.palette.textMuted};
    }
  }
  form {
    ${wrapRow(2)}
    align-items: flex-end;
    > :first-child {
      flex: 1;
      min-width: 12em;
    }
  }
`;

export const StyledActions = styled.div`
  ${wrapRow(1)}
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const StyledConfirm = styled.div`
  ${wrapRow(2, 3)}
  align-items: flex-end;
`;

export const StyledError = styled.div`
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
  > div {
    margin-top: ${space(2)};
  }
`;

/** The drag handle: pointer only (the buttons and Alt + arrows are the other ways). */
export const StyledHandle = styled.span`
  align-self: center;
  display: inline-flex;
  margin-left: -${space(2)};
  padding: ${space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:hover {
    background: ${({ theme }) => theme.palette.border};
  }
  &:active {
    cursor: grabbing;
  }
`;

/** Tells screen readers where a drag put a category. */
export const StyledLive = styled.div`
  ${visuallyHidden}
`;
