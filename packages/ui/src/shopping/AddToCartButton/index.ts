export { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton';
