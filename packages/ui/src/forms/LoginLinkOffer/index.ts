export { LoginLinkOffer, type LoginLinkRequestResult } from './LoginLinkOffer';
