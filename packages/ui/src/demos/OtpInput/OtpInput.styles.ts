import styled from 'styled-components';
import { fontSize, media, space, fontWeight } from '../../theme';
import { demoCard } from '../common/demoPage';
import { headingAndText } from '../../theme/headingAndText';
import { row } from '../../theme/layout';

export const StyledOtpInput = styled.section`
  ${demoCard(420)}
  align-items: center;
  text-align: center;

  ${headingAndText('h2', fontSize['2xl'])}
`;

export const StyledDescription = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.md};
`;

export const StyledBoxes = styled.div`
  display: flex;
  gap: ${space(3)};
  justify-content: center;
  ${media.narrow} {
    gap: ${space(1.5)};
  }
`;

export const StyledBox = styled.input`
  width: 56px;
  height: 64px;
  padding: 0;
  text-align: center;
  font-size: ${fontSize['6xl']};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  border: 1px solid ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  caret-color: ${({ theme }) => theme.palette.primary};
  transition: border-color 0.15s ease;

  &:focus {
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.primary};
  }
  &[data-filled='true'] {
    background: ${({ theme }) => theme.palette.surface};
  }

  ${media.narrow} {
    /* Four boxes share the card's width down to 188 CSS px (a phone zoomed to 200 %). */
    width: min(48px, calc((100% - 3 * ${space(1.5)}) / 4));
    min-width: 0;
    height: 56px;
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledStatus = styled.p<{ $done: boolean }>`
  min-height: 1.6em;
  font-size: ${fontSize.md};
  font-weight: ${({ $done }) => ($done ? fontWeight.bold : fontWeight.regular)};
  color: ${({ theme, $done }) => ($done ? theme.palette.success : theme.palette.textMuted)};
`;

export const StyledResend = styled.div`
  ${row(1)}
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;
