import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { choiceCard } from '../common/choiceCard';
import { stack } from '../../theme/layout';
import { brandCheck } from '../../theme/formParts';

export const StyledPlanRadioList = styled.fieldset`
  margin: 0;
  min-width: 0;
  width: 100%;
  max-width: 560px;
  padding: ${space(5)};
  ${stack(2.5)}
  ${cardSurface('sm')}

  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${space(1.5)};
    font-size: ${fontSize['2xl']};
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledPlan = styled.label<{ $checked: boolean }>`
  clear: both;
  ${choiceCard}
  gap: ${space(3.5)};
  padding: ${space(3.5)} ${space(4)};
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  input {
    ${brandCheck(20)}
  }
`;

export const StyledPlanText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    font-size: ${fontSize.base};
  }
  small {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledPrice = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${fontSize.xl};
  }
  small {
    font-size: ${fontSize.xs};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledContact = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.primary};
  text-align: right;
`;

export const StyledChosen = styled.p`
  margin: ${space(1.5)} 0 0;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};

  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
