import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';

export const StyledCardDemo = styled.section`
  ${demoPage(920)}
`;

export const StyledCardLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space(10)};
  }
`;

export const StyledCardPreview = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  max-width: 400px;
  aspect-ratio: 1.586;
  margin: 0 auto;
  padding: ${space(5)} ${space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  display: flex;
  flex-direction: column;
  justify-content: space-between;

  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.onPrimary};
    opacity: 0.08;
  }
  &::before {
    width: 260px;
    height: 260px;
    right: -90px;
    top: -120px;
  }
  &::after {
    width: 200px;
    height: 200px;
    left: -80px;
    bottom: -120px;
  }
`;

export const StyledPreviewTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-weight: ${fontWeight.bold};
  min-height: 28px;
`;

export const StyledChip = styled.span`
  display: block;
  width: 44px;
  height: 32px;
  border-radius: 6px;
  border: 2px solid ${({ theme }) => theme.palette.onPrimary};
  opacity: 0.8;
`;

export const StyledPreviewNumber = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(1.05rem, 5vw, 1.4rem);
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

export const StyledPreviewBottom = styled.div`
  display: flex;
  gap: ${space(8)};
  font-family: ${({ theme }) => theme.font.mono};
  small {
    display: block;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${fontSize['2xs']};
    opacity: 0.9;
  }
`;

export const StyledCardFormEl = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(6)} ${space(5)};
  ${media.narrow} {
    padding: ${space(3)};
  }
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** Expiry and CVV side by side when both labels fit on one line, stacked on a phone. */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  align-items: end;
  gap: ${space(4)};
`;

export const StyledField = styled.div`
  display: grid;
  gap: ${space(1.5)};
  min-width: 0;
  label {
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.md};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 ${space(3)};
    border: 1px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.surface};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${fontSize.base};
    letter-spacing: 0.04em;
  }
  input::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  input:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.palette.focus};
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledSubmitted = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.text};
  &:empty {
    display: none;
  }
`;
