import styled from 'styled-components';
import { space } from '../../theme/tokens';
import { StyledTaskList } from '../TaskList/TaskList.styles';

/** Under the booking view, in its column (BookingView.styles.ts: 1040 px at most, centred). */
export const StyledBookingAdminSection = styled.section`
  width: min(1040px, 100%);
  margin: 0 auto;
  padding: 0 ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

/** The task lists' look; a long address or note wraps anywhere (188 px wide, zoomed in). */
export const StyledBookingAdmin = styled(StyledTaskList)`
  overflow-wrap: anywhere;
`;
