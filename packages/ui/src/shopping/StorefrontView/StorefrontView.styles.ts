import styled from 'styled-components';
import { fontSize, fontWeight, media, space } from '../../theme';
import { busyList, noImage, screenColumn, screenHeader, searchForm } from '../../theme/listScreen';
import { plainList } from '../../theme/plainList';
import { stack, wrapRow } from '../../theme/layout';

export const StyledStorefrontView = styled.section`
  ${screenColumn(1160)}
`;

export const StyledHeader = styled.div`
  ${screenHeader('center', 3, 4)}
`;

export const StyledFilters = styled.div`
  display: grid;
  gap: ${space(3)};
  align-items: end;
  grid-template-columns: 1fr 1fr;
  > :first-child {
    grid-column: 1 / -1;
  }
  /* Zoomed in: one filter a line, each as wide as the screen. */
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
`;

export const StyledSearch = styled.form`
  ${searchForm}
`;

export const StyledGrid = styled.ul`
  ${busyList}
  ${plainList}
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Zoomed in: one product a line, so its name keeps a readable width. */
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StyledCard = styled.li`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  > a {
    display: flex;
    flex-direction: column;
    height: 100%;
    color: inherit;
    text-decoration: none;
  }
  > a:hover h2 {
    text-decoration: underline;
  }
  > a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const StyledCover = styled.div`
  aspect-ratio: 1;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledNoImage = styled.div`
  ${noImage('1')}
`;

export const StyledCardBody = styled.div`
  ${stack(1)}
  padding: ${space(3)};
  h2 {
    margin: 0;
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.medium};
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${fontSize['2xs']};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledPrice = styled.div`
  ${wrapRow(1, 2)}
  align-items: center;
  margin-top: auto;
  padding-top: ${space(1)};
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledSoldOut = styled.span`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize['2xs']};
  font-weight: ${fontWeight.medium};
  line-height: 1.8;
`;
