import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { demoCard } from '../common/demoPage';
import { row } from '../../theme/layout';

export const StyledRangeSlider = styled.section`
  ${demoCard(560)}
`;

export const StyledHeader = styled.div`
  ${row(3, 'baseline')}
  justify-content: space-between;

  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
  output {
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledTrackArea = styled.div`
  position: relative;
  height: 44px;
  margin: 0 ${space(3)};
  touch-action: none;
  cursor: pointer;
  user-select: none;
`;

export const StyledRail = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 50%;
  height: 6px;
  margin-top: -3px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.border};
`;

export const StyledFill = styled.div.attrs<{ $from: number; $to: number }>(({ $from, $to }) => ({
  style: { left: `${$from}%`, width: `${$to - $from}%` },
}))<{ $from: number; $to: number }>`
  position: absolute;
  top: 50%;
  height: 6px;
  margin-top: -3px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primary};
`;

export const StyledTick = styled.span<{ $at: number; $active: boolean }>`
  position: absolute;
  top: 50%;
  left: ${({ $at }) => $at}%;
  width: 4px;
  height: 4px;
  margin: ${space(-0.5)} 0 0 ${space(-0.5)};
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.palette.onPrimary : theme.palette.textMuted)};
  pointer-events: none;
`;

export const StyledThumb = styled.div.attrs<{ $at: number }>(({ $at }) => ({
  style: { left: `${$at}%` },
}))<{ $at: number; $raised: boolean }>`
  position: absolute;
  top: 50%;
  width: 24px;
  height: 24px;
  margin: ${space(-3)} 0 0 ${space(-3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.surface};
  border: 3px solid ${({ theme }) => theme.palette.primary};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ $raised }) => ($raised ? 2 : 1)};
  cursor: grab;
  transition: box-shadow 0.15s ease;

  &:hover,
  &:focus-visible {
    box-shadow: 0 0 0 8px ${({ theme }) => theme.palette.primarySoft};
  }
`;

export const StyledScale = styled.div`
  display: flex;
  justify-content: space-between;
  margin: ${space(-2)} 0 0;
  font-size: ${fontSize.xs};
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;
