export { StorefrontView, type StorefrontFilters, type StorefrontViewProps } from './StorefrontView';
