export { SpecTypeView, type SpecTypeItem, type SpecTypeViewProps } from './SpecTypeView';
