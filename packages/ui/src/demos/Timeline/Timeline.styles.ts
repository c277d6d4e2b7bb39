import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';

export const StyledTimeline = styled.section`
  ${demoPage(960)}
`;

/**
 * One column with the line on the left on phones; from md up the line is centred and the items
 * alternate left and right.
 */
export const StyledTimelineList = styled.ol`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space(8)};

  &::before {
    content: '';
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: 9px;
    width: 2px;
    background: ${({ theme }) => theme.palette.border};
  }

  ${media.up('md')} {
    padding: 0;
    &::before {
      left: calc(50% - 1px);
    }
  }
`;

export const StyledTimelineItem = styled.li`
  position: relative;
  margin-bottom: ${space(6)};

  &:last-child {
    margin-bottom: 0;
  }

  ${media.up('md')} {
    width: 50%;
    padding-right: ${space(10)};
    &:nth-child(even) {
      margin-left: 50%;
      padding-right: 0;
      padding-left: ${space(10)};
    }
  }
`;

export const StyledTimelineDot = styled.span`
  position: absolute;
  top: 20px;
  left: -30px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.primary};
  border: 4px solid ${({ theme }) => theme.palette.background};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.palette.primary};

  ${media.up('md')} {
    left: auto;
    right: -9px;
    li:nth-child(even) > & {
      right: auto;
      left: -9px;
    }
  }
`;

export const StyledTimelineCard = styled.article`
  padding: ${space(4)} ${space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    font-size: ${fontSize.xl};
    margin: ${space(1)} 0 ${space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledTimelineDate = styled.time`
  display: inline-block;
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.primary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
`;
