export { CafeCard, cafeTimeSlots, type CafeCardProps } from './CafeCard';
