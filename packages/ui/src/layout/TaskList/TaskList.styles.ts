import styled from 'styled-components';
import { fontSize, radius, space } from '../../theme/tokens';
import { plainList } from '../../theme/plainList';
import { row, stack } from '../../theme/layout';
import { liveSuccess } from '../../theme/formParts';

export const StyledTaskList = styled.section`
  ${stack(3)}
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
  ul {
    ${plainList}
    ${stack(3)}
  }
`;

export const StyledRow = styled.li`
  ${stack(2)}
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${radius.md};
  background: ${({ theme }) => theme.palette.surface};
`;

export const StyledRowHeader = styled.div`
  ${row(3)}
  justify-content: space-between;
  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledMeta = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledRowError = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.error};
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledNotice = styled.p`
  ${liveSuccess}
`;
