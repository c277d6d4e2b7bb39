export { SigninButtons, type SigninProviderItem, type SigninStartResult } from './SigninButtons';
