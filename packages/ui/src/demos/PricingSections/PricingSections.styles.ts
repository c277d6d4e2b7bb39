import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { plainList } from '../../theme/plainList';
import { row, stack } from '../../theme/layout';
import { headingAndText } from '../../theme/headingAndText';

export const StyledPricing = styled.section`
  width: 100%;
  max-width: 1080px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(6)};
  color: ${({ theme }) => theme.palette.text};
`;

export const StyledIntro = styled.header`
  text-align: center;
  ${headingAndText('h2', fontSize['6xl'], 2)}
  p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledBilling = styled.div`
  ${row(3)}
  font-weight: ${fontWeight.bold};

  span[data-active='false'] {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: ${fontWeight.regular};
  }
  em {
    margin-left: ${space(1.5)};
    padding: ${space(0.5)} ${space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-style: normal;
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    background: ${({ theme }) => theme.palette.success};
    color: ${({ theme }) => theme.palette.onStatus};
  }
`;

export const StyledSwitch = styled.button`
  position: relative;
  width: 52px;
  height: 30px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.textMuted};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.palette.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(22px);
  }
`;

export const StyledPlans = styled.ul`
  width: 100%;
  ${plainList}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
  }
`;

export const StyledPlan = styled.li<{ $featured: boolean }>`
  position: relative;
  ${stack(4)}
  padding: ${space(6)};
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid
    ${({ theme, $featured }) => ($featured ? theme.palette.primary : theme.palette.border)};
  box-shadow: ${({ theme, $featured }) =>
    $featured ? `inset 0 0 0 1px ${theme.palette.primary}, ${theme.shadow.md}` : theme.shadow.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.narrow} {
    padding: ${space(3)};
  }

  ${headingAndText('h3', fontSize['2xl'])}
`;

export const StyledBadge = styled.span`
  position: absolute;
  top: 0;
  right: 24px;
  transform: translateY(-50%);
  padding: ${space(0.5)} ${space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
`;

export const StyledDescription = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.md};
`;

export const StyledPrice = styled.p`
  ${row(1.5, 'baseline')}
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${fontSize['8xl']};
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledBillingNote = styled.p`
  min-height: 1.5em;
  margin-top: ${space(-3)} !important;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledFeatures = styled.ul`
  ${plainList}
  ${stack(2)}
  flex: 1;
  font-size: ${fontSize.md};

  li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 3px;
    color: ${({ theme }) => theme.palette.success};
  }
`;
