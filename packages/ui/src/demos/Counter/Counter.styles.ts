import styled from 'styled-components';

export const StyledCounter = styled.section`
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
`;

export const StyledValues = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  width: 100%;

  div {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    font-size: 2.25rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`;

export const StyledNote = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;
