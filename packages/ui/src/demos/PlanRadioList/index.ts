export { PlanRadioList } from './PlanRadioList';
