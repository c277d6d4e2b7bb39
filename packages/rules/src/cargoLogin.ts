/**
 * The carriers' login title (/cargo/login, docs/adr/0031-checkout-payment-and-delivery.md): apart
 * from the checkout's texts (`checkout.ts`, which refers to it) so that the login form, shared by
 * every login screen, does not carry them all (docs/architecture.md §6).
 */
export const CARGO_LOGIN_TITLE = '配送管理';
