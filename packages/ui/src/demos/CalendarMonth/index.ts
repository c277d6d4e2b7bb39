export { CalendarMonth } from './CalendarMonth';
export {
  eventTitles,
  generateEvents,
  mulberry32,
  type CalendarEvent,
  type CalendarEventColor,
} from './generateEvents';
