import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { fontSize, space } from '../../theme';
import { outlineButton } from '../../theme/buttons';

export const StyledFileRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(3)};
  min-width: 0;
`;

/** The real `<input type="file">`: hidden from sight, still focusable and named. */
export const StyledFileInput = styled.input`
  ${visuallyHidden}
`;

/** A `<label>` for the input that looks like an outline button: a click opens the picker. */
export const StyledPickButton = styled.label`
  ${outlineButton(4)}
  gap: ${space(2)};
  background: transparent;
  font-size: ${fontSize.md};
  cursor: pointer;
  white-space: nowrap;

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.palette.error};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const StyledFileName = styled.span<{ $empty: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSize.md};
  color: ${({ theme, $empty }) => ($empty ? theme.palette.textMuted : theme.palette.text)};
`;

export const StyledPreview = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceAlt};
`;
