import styled, { keyframes } from 'styled-components';
import { visuallyHidden, fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { row, stack, wrapRow } from '../../theme/layout';
import { headingAndText } from '../../theme/headingAndText';

export const StyledCafeCard = styled.article`
  position: relative;
  width: 100%;
  max-width: 380px;
  overflow: hidden;
  ${cardSurface('md')}
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const StyledLoadingBar = styled.div`
  position: absolute;
  inset: 0 0 auto;
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
  padding: ${space(4)} ${space(5)} ${space(2)};
  ${stack(2)}

  ${headingAndText('h2', fontSize['3xl'])}
`;

export const StyledRating = styled.div`
  ${row(2)}
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledMeta = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.md};
`;

export const StyledDivider = styled.hr`
  margin: ${space(2)} ${space(5)};
  border: none;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledSlots = styled.fieldset`
  margin: 0;
  padding: ${space(1)} ${space(5)} ${space(2)};
  min-width: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${space(2.5)};
    font-size: ${fontSize.base};
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledChips = styled.div`
  ${wrapRow(2)}
`;

export const StyledChip = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.surfaceAlt)};
  color: ${({ theme, $checked }) => ($checked ? theme.palette.onPrimary : theme.palette.text)};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
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
  padding: ${space(2)} ${space(5)} ${space(5)};
  ${stack(2)}
`;

export const StyledStatus = styled.p<{ $success: boolean }>`
  margin: 0;
  min-height: 1.6em;
  font-size: ${fontSize.md};
  font-weight: ${({ $success }) => ($success ? fontWeight.bold : fontWeight.regular)};
  color: ${({ theme, $success }) => ($success ? theme.palette.success : theme.palette.textMuted)};
`;
