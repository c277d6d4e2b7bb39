/**
 * The demo administrator seeded on first start, whose credentials the app's /login-demo screen
 * prefills (they are also the contract's login example and are written in the README). Public on
 * purpose: change or delete this account on any server reachable by others.
 */
export const DEMO_ADMIN = {
  name: 'Admin',
  email: 'admin@example.com',
  password: 'Admin#2024',
} as const;
