export { SatisfactionRating } from './SatisfactionRating';
