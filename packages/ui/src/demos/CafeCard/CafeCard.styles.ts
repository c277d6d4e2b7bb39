import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme';

export const StyledCafeCard = styled.article`
  position: relative;
  width: 100%;
  max-width: 380px;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const StyledLoadingBar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 4px;
  z-index: 1;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.primarySoft};

  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 40%;
    background: ${({ theme }) => theme.palette.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

export const StyledImage = styled.div`
  aspect-ratio: 16 / 9;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const StyledBody = styled.div`
  padding: 16px 20px 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;

  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
  p {
    margin: 0;
  }
`;

export const StyledRating = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledMeta = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9375rem;
`;

export const StyledDivider = styled.hr`
  margin: 8px 20px;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledSlots = styled.fieldset`
  margin: 0;
  padding: 4px 20px 8px;
  min-width: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: 10px;
    font-size: 1rem;
    font-weight: 700;
  }
`;

export const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const StyledChip = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.surfaceAlt)};
  color: ${({ theme, $checked }) => ($checked ? theme.palette.onPrimary : theme.palette.text)};
  font-size: 0.9375rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

export const StyledActions = styled.div`
  padding: 8px 20px 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const StyledStatus = styled.p<{ $success: boolean }>`
  margin: 0;
  min-height: 1.6em;
  font-size: 0.9375rem;
  font-weight: ${({ $success }) => ($success ? 600 : 400)};
  color: ${({ theme, $success }) => ($success ? theme.palette.success : theme.palette.textMuted)};
`;
