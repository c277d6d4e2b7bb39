export { ProviderMark } from './ProviderMark';
