import styled from 'styled-components';
import type { Palette } from '../../theme';
import { visuallyHidden, fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';

export const StyledSatisfaction = styled.fieldset`
  margin: 0;
  min-width: 0;
  width: 100%;
  max-width: 560px;
  padding: ${space(5)} ${space(4)};
  ${cardSurface('sm')}

  legend {
    float: left;
    width: 100%;
    padding: 0 ${space(1)};
    margin-bottom: ${space(4)};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    text-align: center;
  }
`;

export const StyledOptions = styled.div`
  clear: both;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${space(1)};
`;

export const StyledOption = styled.label<{ $color: keyof Palette; $checked: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(1.5)};
  padding: ${space(2.5)} ${space(0.5)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  text-align: center;
  font-size: ${fontSize.xs};
  line-height: 1.3;
  font-weight: ${({ $checked }) => ($checked ? fontWeight.bold : fontWeight.regular)};
  color: ${({ theme, $checked }) => ($checked ? theme.palette.text : theme.palette.textMuted)};
  background: ${({ theme, $checked }) => ($checked ? theme.palette.surfaceAlt : 'transparent')};
  transition:
    background-color 0.15s ease,
    transform 0.15s ease;

  input {
    ${visuallyHidden}
  }
  svg {
    width: 44px;
    height: 44px;
    color: ${({ theme, $color, $checked }) => ($checked ? theme.palette[$color] : theme.palette.textMuted)};
    transform: scale(${({ $checked }) => ($checked ? 1.12 : 1)});
    transition: transform 0.15s ease;
  }
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &:hover svg {
    color: ${({ theme, $color }) => theme.palette[$color]};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export const StyledResult = styled.p`
  margin: ${space(4)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};

  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
