export { SigninCallbackView } from './SigninCallbackView';
