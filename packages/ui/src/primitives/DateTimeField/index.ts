export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';
