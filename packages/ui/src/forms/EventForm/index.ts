export { EventForm } from './EventForm';
