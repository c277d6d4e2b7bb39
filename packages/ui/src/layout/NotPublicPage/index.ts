export { NotPublicPage, type NotPublicPageProps } from './NotPublicPage';
