export { Counter, type CounterProps } from './Counter';
