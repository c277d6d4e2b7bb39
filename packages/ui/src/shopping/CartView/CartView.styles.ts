import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { plainList } from '../../theme/plainList';
import { visuallyHidden } from '../../theme/visuallyHidden';

export const StyledCartView = styled.section`
  width: min(960px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  container-type: inline-size;
  h1 {
    margin: 0;
  }
  /* A phone zoomed in (188 px): thinner frames, so the quantity still fits. */
  @container (max-width: 300px) {
    padding-inline: ${space(1)};
  }
`;

export const StyledLoading = styled.p`
  ${visuallyHidden}
`;

export const StyledShop = styled.section`
  ${cardSurface('sm')}
  padding: ${space(4)};
  @container (max-width: 300px) {
    padding: ${space(2)};
  }
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
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
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
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
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  strong {
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledLineSide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space(2)} ${space(4)};
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: end;
  gap: ${space(2)} ${space(4)};
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
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space(5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.onPrimary};
    font-weight: ${fontWeight.medium};
    text-decoration: none;
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
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.palette.error};
  p {
    margin: 0 0 ${space(3)};
  }
`;
