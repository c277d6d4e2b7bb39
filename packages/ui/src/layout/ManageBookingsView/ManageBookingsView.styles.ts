import styled from 'styled-components';
import { StyledTaskList } from '../TaskList/TaskList.styles';

/** The task lists' look; a long address or note wraps anywhere (188 px wide, zoomed in). */
export const StyledBookingAdmin = styled(StyledTaskList)`
  overflow-wrap: anywhere;
`;
