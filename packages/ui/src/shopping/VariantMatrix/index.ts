export { VariantMatrix, type VariantMatrixProps } from './VariantMatrix';
