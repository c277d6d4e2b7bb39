export { SlideGroup, sampleSlideOptions, type SlideGroupProps } from './SlideGroup';
