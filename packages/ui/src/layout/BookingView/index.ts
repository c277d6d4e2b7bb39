export {
  BookingView,
  type BookingActionResult,
  type BookingItem,
  type BookingRequestInput,
  type BookingViewProps,
  type BookingSlot,
} from './BookingView';
