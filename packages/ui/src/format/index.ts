export { formatPrice } from './price';
export { datePart } from './date';
