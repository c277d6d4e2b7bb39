import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { wrapRow } from '../../theme/layout';

export const StyledFooter = styled.footer`
  padding: ${space(8)} ${space(4)} ${space(5)};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  text-align: center;
  ${media.up('md')} {
    padding: ${space(10)} ${space(6)} ${space(6)};
  }
`;

export const StyledSocialList = styled.ul`
  ${wrapRow(3)}
  justify-content: center;
  list-style: none;
  margin: 0 0 ${space(5)};
  padding: 0;
`;

export const StyledSocialLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.palette.primary};
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  transition: background-color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.palette.primarySoft};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

export const StyledLinkList = styled.ul`
  ${wrapRow(1, 2)}
  justify-content: center;
  list-style: none;
  margin: 0 auto ${space(4)};
  padding: 0;
  max-width: 720px;
`;

const linkStyles = css`
  display: inline-block;
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.palette.text};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.palette.surface};
    text-decoration: underline;
  }
`;

export const StyledFooterLink = styled(Link)`
  ${linkStyles}
`;

export const StyledFooterAnchor = styled.a`
  ${linkStyles}
`;

export const StyledTagline = styled.p`
  max-width: 560px;
  margin: 0 auto ${space(5)};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledCopyright = styled.p`
  margin: 0;
  padding-top: ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;
