export { SigninTestView, type SigninClaimsItem, type SigninTestResult } from './SigninTestView';
