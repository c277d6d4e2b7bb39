export { DatePicker } from './DatePicker';
