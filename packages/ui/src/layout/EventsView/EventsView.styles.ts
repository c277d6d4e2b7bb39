import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { busyList, noImage, screenColumn, screenHeader, searchForm } from '../../theme/listScreen';
import { plainList } from '../../theme/plainList';
import { stack, wrapRow } from '../../theme/layout';

export const StyledEventsView = styled.section`
  ${screenColumn(1040)}
`;

export const StyledHeader = styled.div`
  ${screenHeader('end')}
`;

export const StyledSearch = styled.form`
  ${searchForm}
  width: min(100%, 460px);
`;

/** The title and the screen's actions (e.g. 建立活動), side by side while they fit. */
export const StyledTitleRow = styled.div`
  ${wrapRow(3, 4)}
  align-items: center;
`;

export const StyledRows = styled.ul`
  ${busyList}
  ${plainList}
  ${stack(3)}
`;

export const StyledRow = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${space(4)};
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  /* Zoomed in: the picture above the text, so the title keeps the card's width. */
  ${media.narrow} {
    grid-template-columns: 1fr;
    gap: ${space(3)};
    padding: ${space(3)};
  }

  ${media.up('sm')} {
    grid-template-columns: 160px 1fr auto;
    align-items: center;
  }
`;

export const StyledThumbButton = styled.button`
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  cursor: zoom-in;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  aspect-ratio: 4 / 3;
  width: 100%;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledNoImage = styled.div`
  ${noImage('4 / 3')}
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledBody = styled.div`
  min-width: 0;
  h2 {
    margin: 0 0 ${space(1)};
    font-size: ${fontSize.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${space(2)};
    color: ${({ theme }) => theme.palette.textMuted};
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const StyledMeta = styled.div`
  ${wrapRow(1.5, 4)}
  font-size: ${fontSize.md};
`;

export const StyledPrice = styled.span`
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${space(2)};
  justify-content: flex-end;
  a {
    align-self: center;
    font-weight: ${fontWeight.bold};
  }
  ${media.up('sm')} {
    grid-column: auto;
    flex-direction: column;
    align-items: stretch;
  }
`;
