export { StepperDemo } from './StepperDemo';
