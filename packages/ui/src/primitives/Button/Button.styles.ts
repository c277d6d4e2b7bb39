import styled, { css } from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';

export type ButtonVariant = 'solid' | 'outline' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

const heights: Record<ButtonSize, number> = { small: 32, medium: 40, large: 48 };

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size }) => ($size === 'small' ? space(3) : space(4.5))};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-size: ${({ $size }) =>
    $size === 'large' ? fontSize.lg : $size === 'small' ? fontSize.sm : fontSize.md};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.02em;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  ${({ $variant, theme }) => {
    const { primary, onPrimary, primarySoft } = theme.palette;
    switch ($variant) {
      case 'solid':
        return css`
          background: ${primary};
          color: ${onPrimary};
          box-shadow: ${theme.shadow.sm};
          &:hover:not(:disabled) {
            filter: brightness(1.08);
            box-shadow: ${theme.shadow.md};
          }
        `;
      case 'outline':
        return css`
          background: transparent;
          color: ${primary};
          border-color: ${primary};
          &:hover:not(:disabled) {
            background: ${primarySoft};
          }
        `;
      case 'text':
        return css`
          background: transparent;
          color: ${primary};
          &:hover:not(:disabled) {
            background: ${primarySoft};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
