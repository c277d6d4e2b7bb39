export {
  Timeline,
  conferenceItems,
  formatTimelineDate,
  type TimelineItem,
  type TimelineProps,
} from './Timeline';
