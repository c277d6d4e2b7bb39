export {
  BookingPage,
  type BookingActionResult,
  type BookingItem,
  type BookingPageProps,
  type BookingSlot,
} from './BookingPage';
