import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fontSize, fontWeight, media, radius, space } from '../../theme';
import { plainList } from '../../theme/plainList';

export const StyledAbout = styled.article`
  width: min(880px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  ${media.up('md')} {
    padding: ${space(12)} ${space(6)} ${space(16)};
  }
  ${media.narrow} {
    padding-inline: ${space(2)};
  }
  h1 {
    margin: 0 0 ${space(3)};
    font-size: clamp(1.625rem, 5vw, 2.375rem);
  }
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize['2xl']};
  }
  p {
    margin: 0;
    line-height: 1.8;
  }
`;

export const StyledEyebrow = styled.p`
  margin-bottom: ${space(2)} !important;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.palette.primary};
  overflow-wrap: anywhere;
`;

export const StyledLead = styled.p`
  max-width: 64ch;
  font-size: ${fontSize.lg};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledSections = styled.div`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(8)};
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledSection = styled.section`
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  ${media.narrow} {
    padding: ${space(3)};
  }
  ul {
    ${plainList}
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
    line-height: 1.7;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.palette.text};
  }
`;

export const StyledTogether = styled.section`
  margin-top: ${space(8)};
  padding: ${space(6)} ${space(5)};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.primarySoft};
  ${media.narrow} {
    padding: ${space(4)} ${space(3)};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

export const StyledActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-block;
  padding: ${space(2.5)} ${space(5)};
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${radius.sm};
  background: ${({ theme, $primary }) => ($primary ? theme.palette.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.palette.onPrimary : theme.palette.primary)};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
`;
