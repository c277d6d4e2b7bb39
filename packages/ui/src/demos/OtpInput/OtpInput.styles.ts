import styled from 'styled-components';

export const StyledOtpInput = styled.section`
  width: 100%;
  max-width: 420px;
  padding: 24px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

export const StyledDescription = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9375rem;
`;

export const StyledBoxes = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

export const StyledBox = styled.input`
  width: 56px;
  height: 64px;
  padding: 0;
  text-align: center;
  font-size: 1.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  border: 1px solid ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  caret-color: ${({ theme }) => theme.palette.primary};
  transition: border-color 0.15s ease;

  &:focus {
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.primary};
  }
  &[data-filled='true'] {
    background: ${({ theme }) => theme.palette.surface};
  }

  @media (max-width: 359.98px) {
    width: 48px;
    height: 56px;
  }
`;

export const StyledStatus = styled.p<{ $done: boolean }>`
  min-height: 1.6em;
  font-size: 0.9375rem;
  font-weight: ${({ $done }) => ($done ? 600 : 400)};
  color: ${({ theme, $done }) => ($done ? theme.palette.success : theme.palette.textMuted)};
`;

export const StyledResend = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;
