import styled from 'styled-components';
import { space } from '../../theme';
import { listError, listStatus, loadingBar } from '../../theme/listScreen';

/**
 * A thin bar above the items while the next page loads; `$margin` takes back its height and the
 * gaps, so the items do not move (each screen's own).
 */
export const StyledProgress = styled.div<{ $margin: string }>`
  ${loadingBar}
  margin: ${({ $margin }) => $margin};
`;

export const StyledStatus = styled.div`
  ${listStatus}
`;

/** The retry / clear-search control under a status line. */
export const StyledStatusAction = styled.div`
  margin-top: ${space(3)};
`;

export const StyledError = styled(StyledStatus)`
  ${listError}
`;
