export { PlanRadioList, samplePlans, type Plan, type PlanRadioListProps } from './PlanRadioList';
