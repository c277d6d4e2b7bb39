import styled, { css } from 'styled-components';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { plainList } from '../../theme/plainList';

/**
 * The inbox fills its container; below 48rem of its own width it shows the list or the open
 * conversation, one at a time (a container query: the page's width, not the window's).
 */
export const StyledInbox = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
`;

export const StyledColumns = styled.div<{ $showing: 'list' | 'conversation' }>`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) 1fr;
  > * {
    min-height: 0;
    min-width: 0;
  }
  @container (max-width: 48rem) {
    grid-template-columns: 1fr;
    ${({ $showing }) =>
      $showing === 'list'
        ? css`
            > [data-part='conversation'] {
              display: none;
            }
          `
        : css`
            > [data-part='list'] {
              display: none;
            }
          `}
  }
`;

export const StyledListPane = styled.div`
  display: flex;
  flex-direction: column;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  h1,
  h2 {
    margin: 0;
    padding: ${space(3)} ${space(4)} ${space(2)};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }
  @container (max-width: 48rem) {
    border-right: 0;
  }
`;

export const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  padding: 0 ${space(4)} ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledNote = styled.p<{ $tone?: 'error' }>`
  margin: 0;
  padding: ${space(4)};
  font-size: ${fontSize.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.palette.error : theme.palette.textMuted)};
`;

export const StyledItems = styled.ul`
  ${plainList}
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export const StyledItem = styled.button<{ $current: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1)} ${space(2)};
  width: 100%;
  padding: ${space(3)} ${space(4)};
  font: inherit;
  text-align: start;
  color: inherit;
  background: ${({ theme, $current }) => ($current ? theme.palette.primarySoft : 'transparent')};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  cursor: pointer;
  &:hover {
    background: ${({ theme, $current }) =>
      $current ? theme.palette.primarySoft : theme.palette.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  strong {
    font-weight: ${fontWeight.bold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .preview {
    grid-column: 1 / -1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .meta {
    font-size: ${fontSize['2xs']};
    color: ${({ theme }) => theme.palette.textMuted};
    white-space: nowrap;
  }
  .time {
    justify-self: end;
  }
`;

export const StyledUnread = styled.span`
  justify-self: end;
  padding: 0 ${space(2)};
  font-size: ${fontSize['2xs']};
  font-weight: ${fontWeight.bold};
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.onPrimary};
  background: ${({ theme }) => theme.palette.primary};
  border-radius: ${radius.pill};
`;

export const StyledConversationPane = styled.div`
  display: flex;
  flex-direction: column;
  > [data-folio='chat-box'] {
    flex: 1;
  }
`;

export const StyledBack = styled.div`
  display: none;
  padding: ${space(2)} ${space(4)} 0;
  @container (max-width: 48rem) {
    display: block;
  }
`;
