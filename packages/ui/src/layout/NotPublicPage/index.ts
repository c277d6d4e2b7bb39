export { NotPublicPage } from './NotPublicPage';
