export { EventList, type EventListItem } from './EventList';
