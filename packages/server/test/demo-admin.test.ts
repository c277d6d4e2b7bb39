import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/demo.ts';
import { DEMO_ADMIN as APP_DEMO_ADMIN } from '../../app/src/pages/member/demoAdmin.ts';

describe('the demo administrator', () => {
  it('is the account /login-demo prefills', () => {
    expect(APP_DEMO_ADMIN).toEqual({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  });
});
