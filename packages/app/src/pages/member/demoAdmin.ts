/**
 * The demo administrator that /login-demo prefills. The reference server seeds the same account
 * (packages/server/src/demo.ts); a server test fails if the two ever differ.
 */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin#2024',
} as const;
