export { Lightbox, type LightboxProps } from './Lightbox';
