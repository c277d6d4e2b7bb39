import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme/tokens';
import { plainList } from '../../theme/plainList';
import { surfaceButton } from '../../theme/buttons';

export const StyledSigninButtons = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  width: 100%;
  max-width: 440px;
  margin: ${space(6)} auto 0;
`;

/** The line above the buttons, between two rules. */
export const StyledTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

export const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${space(2.5)};
`;

/**
 * A provider's button: the surface of the theme with the provider's mark in its colours (a green
 * LINE button with white words would fall below WCAG AA contrast).
 */
export const StyledButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  width: 100%;
  min-height: 44px;
  padding: 0 ${space(4)};
  ${surfaceButton}
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  transition: background-color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
`;
