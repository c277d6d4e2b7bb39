import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';

export const StyledNotPublic = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(100vh - ${({ theme }) => theme.appBarHeight}px);
  padding: ${space(8)} ${space(4)};
`;

export const StyledNotPublicCard = styled.div`
  width: 100%;
  max-width: 560px;
  padding: ${space(8)} ${space(6)};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${media.up('md')} {
    padding: ${space(12)} ${space(10)};
  }
  svg {
    width: 120px;
    height: 120px;
    margin: 0 auto ${space(4)};
    display: block;
  }
  h1 {
    font-size: ${fontSize['4xl']};
    margin-bottom: ${space(3)};
  }
  p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledBadge = styled.p`
  display: inline-block;
  margin: 0 0 ${space(3)};
  padding: ${space(0.5)} ${space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.primary} !important;
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.04em;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

const linkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: 0 ${space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.palette.primary};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  svg {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

export const StyledPrimaryLink = styled(Link)`
  ${linkButton}
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  &:hover {
    filter: brightness(1.08);
  }
`;

export const StyledSecondaryLink = styled(Link)`
  ${linkButton}
  color: ${({ theme }) => theme.palette.primary};
  &:hover {
    background: ${({ theme }) => theme.palette.primarySoft};
  }
`;
