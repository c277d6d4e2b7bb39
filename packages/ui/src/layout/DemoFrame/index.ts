export { DemoFrame } from './DemoFrame';
