export { EventList, type EventListItem, type EventListProps } from './EventList';
