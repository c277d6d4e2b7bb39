export { DemoPage, type DemoPageProps } from './DemoPage';
