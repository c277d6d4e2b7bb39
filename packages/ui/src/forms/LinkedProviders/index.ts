export { LinkedProviders, type LinkedProviderItem } from './LinkedProviders';
