export {
  BookingView,
  type BookingActionResult,
  type BookingItem,
  type BookingViewProps,
  type BookingSlot,
} from './BookingView';
