export { Skeleton, type SkeletonVariant } from './Skeleton';
