import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { labelledInput } from '../common/labelledInput';
import { plainList } from '../../theme/plainList';
import { row, stack, wrapRow } from '../../theme/layout';
import { pressableOption } from '../../theme/buttons';
import { roundIconButton } from '../../theme/iconButton';

export const StyledPhotoSearch = styled.section`
  position: relative;
  width: 100%;
  max-width: 560px;
  overflow: hidden;
  ${cardSurface('sm')}
`;

export const StyledHeader = styled.header`
  padding: ${space(5)} ${space(5)} ${space(2)};
  h2 {
    margin: 0 0 ${space(1)};
    font-size: ${fontSize['2xl']};
  }
  p {
    margin: 0;
    font-size: ${fontSize.md};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledSection = styled.div`
  padding: ${space(3)} ${space(5)};
  ${stack(2.5)}

  h3 {
    margin: 0;
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledChipList = styled.ul`
  ${wrapRow(2)}
  ${plainList}
  min-height: 36px;
`;

export const StyledSelectedChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space(0.5)};
  min-height: 36px;
  padding: 0 ${space(1)} 0 ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};

  button {
    ${roundIconButton(28)}
  }
  button:hover {
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.text};
  }
  button:disabled {
    cursor: not-allowed;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledPlaceholder = styled.li`
  align-self: center;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledSearch = styled.div`
  ${labelledInput}
  input::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledTagChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  min-height: 36px;
  padding: 0 ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.md};
  cursor: pointer;

  ${pressableOption}
  &:disabled {
    cursor: not-allowed;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledFooter = styled.div`
  ${row(3)}
  justify-content: space-between;
  padding: ${space(3)} ${space(5)} ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};

  p {
    margin: 0;
    font-size: ${fontSize.md};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledLoadingBar = styled.div`
  position: absolute;
  inset: 0 0 auto;
  height: 4px;
  background: ${({ theme }) => theme.palette.primary};
  opacity: 0.85;
`;
