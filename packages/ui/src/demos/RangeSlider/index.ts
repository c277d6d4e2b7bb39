export { RangeSlider } from './RangeSlider';
