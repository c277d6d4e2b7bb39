export { SlideGroup } from './SlideGroup';
