import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, fontWeight } from '../../theme/tokens';
import { fontSize, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { stack, twoColumnsFrom, wrapRow } from '../../theme/layout';

export const StyledForm = styled.form<{ $maxWidth: number }>`
  ${stack(6)}
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin: 0 auto;
  padding: ${space(8)};
  ${cardSurface('md')}

  ${media.down('sm')} {
    padding: ${space(6)} ${space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const StyledHeader = styled.div`
  ${stack(1.5)}
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${fontSize['4xl']};
  font-weight: ${fontWeight.bold};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.md};
`;

export const StyledFields = styled.div`
  ${stack(4.5)}
`;

/** Two fields side by side from `sm` up (the event's start and end times). */
export const StyledFieldPair = styled.div`
  ${twoColumnsFrom('sm', 4.5)}
`;

/** The error line under the fields: the server's message or the form's own. */
export const StyledFormError = styled.p`
  margin: 0;
  padding: ${space(2.5)} ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.palette.error};
  color: ${({ theme }) => theme.palette.error};
  background: ${({ theme }) => theme.palette.surface};
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.md};
`;

export const StyledActions = styled.div`
  ${stack(4)}
`;

/** A row of links under the button, or between fields (remember me and forgot password). */
export const StyledLinkRow = styled.div<{ $between?: boolean }>`
  ${wrapRow(2, 4)}
  align-items: center;
  justify-content: ${({ $between }) => ($between ? 'space-between' : 'center')};
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${fontWeight.bold};
  text-underline-offset: 3px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

export const StyledStaticValue = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.palette.text};
    font-weight: ${fontWeight.bold};
  }
`;
