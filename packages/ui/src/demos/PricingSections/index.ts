export { PricingSections, type Billing } from './PricingSections';
