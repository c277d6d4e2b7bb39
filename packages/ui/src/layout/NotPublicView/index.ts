export { NotPublicView } from './NotPublicView';
