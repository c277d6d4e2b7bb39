export { Pagination, type PaginationProps } from './Pagination';
export { pageWindow, rangeText } from './pages';
