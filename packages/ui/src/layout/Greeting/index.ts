export { Greeting } from './Greeting';
