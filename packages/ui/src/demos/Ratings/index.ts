export { Ratings, RatingStars } from './Ratings';
