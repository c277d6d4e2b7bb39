import styled, { css } from 'styled-components';
import { space } from '../theme';
import { screenColumn } from '../theme/listScreen';

/**
 * What the catalog's administration screens share (CategoryManageView, SpecTypeView): the
 * screen's column with its muted introduction, and the notice shown to anyone who may not manage.
 */

/** The column, 880 px at most; a paragraph directly in it is muted. */
export const catalogScreen = css`
  ${screenColumn(880, 4)}
  > p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

/** Why the screen only reads (and how to log in to manage), framed in the warning's colour. */
export const StyledCatalogNotice = styled.div`
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
`;
