export { PhotoSearch } from './PhotoSearch';
