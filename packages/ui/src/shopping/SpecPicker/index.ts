export { SpecPicker, type SpecPickerProps } from './SpecPicker';
