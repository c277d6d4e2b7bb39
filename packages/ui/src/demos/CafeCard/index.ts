export { CafeCard } from './CafeCard';
