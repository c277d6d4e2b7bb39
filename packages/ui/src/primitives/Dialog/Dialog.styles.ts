import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { modalSheet } from './modalSheet';

export const StyledDialog = styled.dialog<{ $maxWidth: number }>`
  width: calc(100% - 32px);
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100% - 32px);
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${modalSheet('folio-dialog-in', '0.16s', 'translateY(8px) scale(0.98)')}
`;

export const StyledDialogBody = styled.div`
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledDialogTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
`;

export const StyledDialogContent = styled.div`
  color: ${({ theme }) => theme.palette.text};
  overflow-wrap: anywhere;
`;

export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;
