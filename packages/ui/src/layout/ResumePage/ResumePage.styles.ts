import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme';

export const StyledResume = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${media.up('md')} {
    padding: 48px 24px 64px;
  }
`;

export const StyledHero = styled.div`
  padding: 28px 20px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.primarySoft};
  ${media.up('md')} {
    padding: 40px;
  }
  h1 {
    font-size: clamp(1.625rem, 5vw, 2.375rem);
    margin-bottom: 12px;
  }
  p {
    max-width: 720px;
    font-size: 1.0625rem;
    margin: 0;
  }
`;

export const StyledEyebrow = styled.p`
  margin: 0 0 8px !important;
  font-size: 0.875rem !important;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledNotice = styled.aside`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 16px 20px;
  margin-bottom: 40px;
  border: 1px solid ${({ theme }) => theme.palette.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  svg {
    flex: none;
    width: 24px;
    height: 24px;
    margin-top: 2px;
    color: ${({ theme }) => theme.palette.warning};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

export const StyledSection = styled.section`
  margin-bottom: 40px;
  h2 {
    font-size: 1.375rem;
    margin-bottom: 4px;
  }
  > p {
    color: ${({ theme }) => theme.palette.textMuted};
    margin-bottom: 16px;
  }
`;

export const StyledCardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.9375rem;
  }
`;

export const StyledCardTitle = styled(Link)`
  font-size: 1.0625rem;
  font-weight: 700;
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.palette.primary};
    text-decoration: underline;
  }
`;

export const StyledCardHeading = styled.span`
  font-size: 1.0625rem;
  font-weight: 700;
`;

export const StyledPath = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledMoreLinks = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 6px 0 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.palette.primarySoft};
    }
  }
`;

/** "Not public yet" on a card whose demo opens the placeholder page. */
export const StyledBadge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.palette.warning};
  color: ${({ theme }) => theme.palette.warning};
  font-size: 0.8125rem;
  font-weight: 700;
`;
