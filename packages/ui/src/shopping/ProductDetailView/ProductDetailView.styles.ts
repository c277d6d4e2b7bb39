import styled from 'styled-components';
import { fontSize, fontWeight, media, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { stack, wrapRow } from '../../theme/layout';
import { listError, listStatus } from '../../theme/listScreen';

export const StyledProductDetailView = styled.article`
  width: min(1120px, 100%);
  margin: 0 auto;
  padding: ${space(5)} ${space(4)} ${space(12)};
  ${stack(6)}
`;

export const StyledBreadcrumb = styled.nav`
  font-size: ${fontSize.sm};
  ol {
    ${plainList}
    ${wrapRow(1)}
  }
  li + li::before {
    content: '›';
    margin-right: ${space(1)};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledLayout = styled.div`
  display: grid;
  gap: ${space(6)};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 560px) minmax(0, 1fr);
    align-items: start;
  }
`;

export const StyledLoading = styled.p`
  ${visuallyHidden}
`;

export const StyledInfo = styled.div`
  ${stack(4)}
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${fontSize['6xl']};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  h1 + p {
    margin: ${space(1)} 0 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledPrice = styled.p`
  margin: 0;
  font-size: ${fontSize['4xl']};
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledStatus = styled.p<{ $muted: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.palette.textMuted : theme.palette.success)};
  font-weight: ${fontWeight.medium};
`;

export const StyledBuy = styled.div`
  ${wrapRow(4)}
  align-items: end;
  p {
    margin: 0 0 ${space(2.5)};
  }
  strong {
    font-size: ${fontSize.xl};
  }
`;

export const StyledVariantLink = styled.p`
  margin: 0;
  ${wrapRow(2, 4)}
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
  a {
    font-weight: ${fontWeight.medium};
  }
`;

export const StyledVariants = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.md};
  caption {
    text-align: left;
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space(2)};
  }
  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: ${fontWeight.medium};
  }
  tbody th {
    font-weight: ${fontWeight.regular};
  }
`;

export const StyledDescription = styled.section`
  max-width: 72ch;
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledError = styled.div`
  ${listStatus}
  ${listError}
  p {
    margin: 0 0 ${space(3)};
  }
  div {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${space(4)};
  }
`;
