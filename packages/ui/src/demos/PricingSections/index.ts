export {
  PricingSections,
  samplePricingPlans,
  type Billing,
  type PricingPlan,
  type PricingSectionsProps,
} from './PricingSections';
