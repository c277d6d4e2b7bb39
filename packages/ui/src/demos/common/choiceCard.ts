import { css } from 'styled-components';

/**
 * A radio choice drawn as a card (OrderStepper's delivery options, PlanRadioList's plans): its
 * radio, text and price in a row; the checked one outlined twice and tinted in the primary colour.
 * Gap and padding are the card's own.
 */
export const choiceCard = css<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.border)};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 1px ${theme.palette.primary}` : 'none')};
  background: ${({ theme, $checked }) => ($checked ? theme.palette.primarySoft : theme.palette.surface)};
  cursor: pointer;
`;
