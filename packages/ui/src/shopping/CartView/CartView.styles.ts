import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { checkoutPanel, checkoutScreen, primaryLinkButton } from '../checkoutStyles';
import { stack, wrapRow } from '../../theme/layout';
import { listError, listStatus } from '../../theme/listScreen';

export { StyledCheckoutLoading as StyledLoading } from '../checkoutStyles';

/** A phone zoomed in (188 px) thins the frames, so the quantity still fits. */
export const StyledCartView = styled.section`
  ${checkoutScreen(960, true)}
`;

export const StyledShop = styled.section`
  ${checkoutPanel}
  ${stack(3)}
  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
    overflow-wrap: anywhere;
  }
`;

export const StyledLines = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
`;

export const StyledLine = styled.li<{ $problem: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${space(3)};
  padding: ${space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  /* The cart's own width, not the window's: the same rules in a narrow column. */
  @container (min-width: 600px) {
    grid-template-columns: 88px minmax(0, 1fr) auto;
  }
  @container (max-width: 300px) {
    grid-template-columns: 48px minmax(0, 1fr);
  }
`;

export const StyledCover = styled.div`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  img,
  > span {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledLineInfo = styled.div`
  min-width: 0;
  ${stack(1)}
  h3 {
    margin: 0;
    font-size: ${fontSize.base};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const StyledProblem = styled.p`
  && {
    color: ${({ theme }) => theme.palette.error};
  }
  ${wrapRow(2)}
  strong {
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledLineSide = styled.div`
  grid-column: 1 / -1;
  ${wrapRow(2, 4)}
  align-items: end;
  justify-content: space-between;
  > strong {
    margin-bottom: ${space(2.5)};
    white-space: nowrap;
  }
  @container (min-width: 600px) {
    grid-column: auto;
    flex-direction: column;
    align-items: end;
    justify-content: start;
    > strong {
      margin: 0;
    }
  }
`;

export const StyledLineError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
`;

export const StyledShopFoot = styled.div`
  ${wrapRow(2, 4)}
  align-items: center;
  justify-content: end;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  padding-top: ${space(3)};
  p {
    margin: 0;
  }
  p:first-child:not(:last-of-type) {
    flex-basis: 100%;
    color: ${({ theme }) => theme.palette.error};
  }
  strong {
    font-size: ${fontSize.xl};
  }
  a {
    ${primaryLinkButton}
  }
`;

export const StyledEmpty = styled.div`
  padding: ${space(10)} ${space(4)};
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
  p {
    margin: 0 0 ${space(3)};
  }
`;

export const StyledError = styled.div`
  ${listStatus}
  ${listError}
  p {
    margin: 0 0 ${space(3)};
  }
`;
