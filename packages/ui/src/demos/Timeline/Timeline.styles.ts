import styled from 'styled-components';
import { media } from '../../theme';

export const StyledTimeline = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
`;

export const StyledTimelineTitle = styled.h1`
  font-size: 1.75rem;
  margin-bottom: 24px;
`;

/**
 * One column with the line on the left on phones; from md up the line is centred and the items
 * alternate left and right.
 */
export const StyledTimelineList = styled.ol`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0 0 0 32px;

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
  margin-bottom: 24px;

  &:last-child {
    margin-bottom: 0;
  }

  ${media.up('md')} {
    width: 50%;
    padding-right: 40px;
    &:nth-child(even) {
      margin-left: 50%;
      padding-right: 0;
      padding-left: 40px;
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
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    font-size: 1.125rem;
    margin: 4px 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledTimelineDate = styled.time`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;
