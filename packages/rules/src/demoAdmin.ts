/**
 * The demo administrator: a public account for trying the site on one's own machine. /login-demo
 * prefills it (docs/requirements.md §2) and the reference server seeds it only while it listens on
 * loopback; an exposed server never creates it and refuses to start while it still has this
 * password (docs/adr/0011-secure-defaults-and-limits.md).
 */
export const DEMO_ADMIN = {
  name: 'Admin',
  email: 'admin@example.com',
  password: 'Admin#2024',
} as const;
