export {
  ManageBookingsView,
  type BookingAdminItem,
  type BookingCancelResult,
  type ManageBookingsViewProps,
} from './ManageBookingsView';
