export { EventsView, type EventsViewItem } from './EventsView';
