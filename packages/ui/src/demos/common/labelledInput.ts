import { css } from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';

/**
 * A demo's own labelled text field (DataTable's edit dialog, PhotoSearch's search box): the label
 * above the input, the input 44 px tall with the muted border of the demos. What follows (invalid
 * or placeholder looks) is the field's own.
 */
export const labelledInput = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1.5)};

  label {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }
  input {
    min-height: 44px;
    padding: 0 ${space(3)};
    border: 1px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
  }
`;
