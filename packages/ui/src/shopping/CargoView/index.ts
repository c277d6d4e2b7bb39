export { CargoView, type CargoViewProps } from './CargoView';
