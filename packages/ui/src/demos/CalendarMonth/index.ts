export { CalendarMonth } from './CalendarMonth';
export {
  eventTitles,
  generateEvents,
  type CalendarEvent,
  type CalendarEventColor,
} from './generateEvents';
