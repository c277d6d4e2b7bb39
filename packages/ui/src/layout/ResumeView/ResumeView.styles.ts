import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { plainList } from '../../theme/plainList';

export const StyledResume = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  ${media.up('md')} {
    padding: ${space(12)} ${space(6)} ${space(16)};
  }
`;

export const StyledHero = styled.div`
  padding: ${space(7)} ${space(5)};
  margin-bottom: ${space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.primarySoft};
  ${media.up('md')} {
    padding: ${space(10)};
  }
  h1 {
    font-size: clamp(1.625rem, 5vw, 2.375rem);
    margin-bottom: ${space(3)};
  }
  p {
    max-width: 720px;
    font-size: ${fontSize.lg};
    margin: 0;
  }
`;

export const StyledEyebrow = styled.p`
  margin: 0 0 ${space(2)} !important;
  font-size: ${fontSize.sm} !important;
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledNotice = styled.aside`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(4)} ${space(5)};
  margin-bottom: ${space(10)};
  border: 1px solid ${({ theme }) => theme.palette.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  svg {
    flex: none;
    width: 24px;
    height: 24px;
    margin-top: ${space(0.5)};
    color: ${({ theme }) => theme.palette.warning};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledSection = styled.section`
  margin-bottom: ${space(10)};
  h2 {
    font-size: ${fontSize['3xl']};
    margin-bottom: ${space(1)};
  }
  > p {
    color: ${({ theme }) => theme.palette.textMuted};
    margin-bottom: ${space(4)};
  }
`;

export const StyledCardGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(4)};
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
  gap: ${space(1.5)};
  padding: ${space(4.5)} ${space(5)};
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
    font-size: ${fontSize.md};
  }
`;

export const StyledCardTitle = styled(Link)`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.palette.primary};
    text-decoration: underline;
  }
`;

export const StyledCardHeading = styled.span`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

export const StyledPath = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${fontSize.xs};
  color: ${({ theme }) => theme.palette.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledMoreLinks = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(1.5)} 0 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${space(1)} ${space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.palette.primarySoft};
    }
  }
`;

/** "Not public yet" on a card whose demo opens the placeholder page. */
export const StyledBadge = styled.span`
  align-self: flex-start;
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.palette.warning};
  color: ${({ theme }) => theme.palette.warning};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
`;
