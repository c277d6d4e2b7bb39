import styled, { css } from 'styled-components';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { plainList } from '../../theme/plainList';

/** The box fills its container's height: the page's, or the launcher's panel. */
export const StyledChatBox = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  min-width: 0;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
`;

export const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  h1,
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }
  p {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledBanner = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0;
  padding: ${space(2)} ${space(4)};
  font-size: ${fontSize.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.palette.error : theme.palette.info)};
  background: ${({ theme }) => theme.palette.surfaceAlt};
`;

/** The scrolling live region; the messages are a list inside it (a log's role replaces a list's). */
export const StyledLog = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${space(3)} ${space(4)};
`;

export const StyledList = styled.ol`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const mine = css`
  align-self: flex-end;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  a {
    color: inherit;
  }
`;

export const StyledMessage = styled.li<{ $side: 'mine' | 'theirs' | 'system' }>`
  max-width: min(85%, 36rem);
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  ${({ $side, theme }) =>
    $side === 'system'
      ? css`
          align-self: center;
          max-width: 100%;
          font-size: ${fontSize.sm};
          color: ${theme.palette.textMuted};
          text-align: center;
        `
      : css`
          align-self: flex-start;
        `}
  > div {
    padding: ${space(2)} ${space(3)};
    border-radius: ${radius.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    ${({ $side, theme }) =>
      $side === 'theirs' &&
      css`
        background: ${theme.palette.surfaceAlt};
      `}
    ${({ $side }) => $side === 'mine' && mine}
  }
  ${({ $side }) =>
    $side === 'mine' &&
    css`
      align-self: flex-end;
      align-items: flex-end;
    `}
`;

export const StyledMeta = styled.span`
  font-size: ${fontSize['2xs']};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledTyping = styled.p`
  margin: 0;
  padding: 0 ${space(4)} ${space(2)};
  min-height: 1.5em;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledComposer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    max-height: 8rem;
    resize: none;
    padding: ${space(2)} ${space(3)};
    font: inherit;
    font-size: ${fontSize.base};
    color: inherit;
    background: ${({ theme }) => theme.palette.surface};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${radius.md};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  padding: 0 ${space(4)} ${space(2)};
`;

export const StyledRating = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    gap: ${space(1)};
  }
  legend {
    margin-bottom: ${space(2)};
  }
  [role='alert'] {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.error};
  }
`;
