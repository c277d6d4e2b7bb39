export { LinkedBooking, type LinkedBookingProps } from './LinkedBooking';
