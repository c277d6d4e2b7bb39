export {
  SatisfactionRating,
  satisfactionLevels,
  type SatisfactionRatingProps,
  type SatisfactionValue,
} from './SatisfactionRating';
