export { StepperDemo, stepperSteps, type StepperDemoProps, type StepperStep } from './StepperDemo';
