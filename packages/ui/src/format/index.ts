export { formatPrice } from './price';
export { datePart } from './date';
export { taipeiDateTime, taipeiTime } from './taipei';
