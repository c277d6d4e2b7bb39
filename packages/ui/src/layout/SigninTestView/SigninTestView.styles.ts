import styled from 'styled-components';
import { fontSize, space } from '../../theme/tokens';
import { cardSurface } from '../../theme/cardSurface';
import { centredColumn, stack } from '../../theme/layout';

export const StyledSigninTestView = styled.div`
  ${stack(4)}
  ${centredColumn(720)}
  padding: ${space(8)} ${space(4)};
  h1 {
    margin: 0;
    font-size: ${fontSize['6xl']};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  /* The buttons line up with the text, not centred as beside a form. */
  [data-folio='signin-buttons'] {
    margin: 0;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
`;

export const StyledResult = styled.section`
  ${stack(3)}
  margin-top: ${space(4)};
  padding: ${space(6)};
  ${cardSurface('sm')}
  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
  > p {
    margin: 0;
  }
  > p svg {
    margin-right: ${space(2)};
    vertical-align: -4px;
  }
`;

/** The claims as a two-column list: name in code font, value wrapping anywhere. */
export const StyledClaims = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(2)} ${space(4)};
  margin: 0;
  > div {
    display: contents;
  }
  dt {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
