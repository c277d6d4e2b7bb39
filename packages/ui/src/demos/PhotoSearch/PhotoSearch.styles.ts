import styled from 'styled-components';

export const StyledPhotoSearch = styled.section`
  position: relative;
  width: 100%;
  max-width: 560px;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const StyledHeader = styled.header`
  padding: 20px 20px 8px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledSection = styled.div`
  padding: 12px 20px;
  display: flex;
  flex-direction: column;
  gap: 10px;

  h3 {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 700;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-height: 36px;
`;

export const StyledSelectedChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 36px;
  padding: 0 4px 0 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-size: 0.9375rem;
  font-weight: 600;

  button {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
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
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledSearch = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
  }
  input::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledTagChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-size: 0.9375rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
    font-weight: 600;
  }
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
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};

  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledLoadingBar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 4px;
  background: ${({ theme }) => theme.palette.primary};
  opacity: 0.85;
`;
