export { Ratings, RatingStars, type RatingsProps } from './Ratings';
