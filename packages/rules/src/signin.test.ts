/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './demoAdmin.ts';
import { DEV_SIGNIN_USERS, SIGNIN_MESSAGES } from './signin.ts';
import {
  SIGNIN_BUTTON_MESSAGES,
  SIGNIN_PROVIDERS,
  isKnownSigninProvider,
  signinLabel,
} from './signinButtons.ts';

describe('the sign-in providers', () => {
  it('word the buttons of LINE and Google as the product says them', () => {
    expect(signinLabel('line', 'LINE')).toBe('使用 LINE 登入');
    expect(signinLabel('google', 'Google')).toBe('使用 Google 登入');
    expect(SIGNIN_PROVIDERS.line.name).toBe('LINE');
  });

  it('word a provider the screens do not know by the name the server gives', () => {
    expect(isKnownSigninProvider('github')).toBe(false);
    expect(isKnownSigninProvider('toString')).toBe(false);
    expect(signinLabel('github', 'GitHub')).toBe('使用 GitHub 登入');
  });
});

describe('the development provider’s test users', () => {
  it('are one verified e-mail and one the provider does not vouch for', () => {
    expect(DEV_SIGNIN_USERS.map((user) => user.emailVerified)).toEqual([true, false]);
  });

  it('never have the demo administrator’s address (a sign-in never makes an administrator)', () => {
    expect(DEV_SIGNIN_USERS.map((user) => user.email)).not.toContain(DEMO_ADMIN.email);
  });
});

describe('the sign-in messages', () => {
  it('list the buttons’ own texts among them, each written once', () => {
    expect(SIGNIN_MESSAGES).toMatchObject(SIGNIN_BUTTON_MESSAGES);
  });

  it('are distinct, so a screen or a test can tell each case', () => {
    const texts = Object.values(SIGNIN_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('the sign-in messages in docs/requirements.md', () => {
  const requirements = readFileSync(
    new URL('../../../docs/requirements.md', import.meta.url),
    'utf8',
  );
  const catalogue = requirements.slice(requirements.indexOf('\n## §8 '));

  it.each(Object.entries(SIGNIN_MESSAGES))('%s is quoted exactly in §8', (_, text) => {
    expect(catalogue).toContain(`\`${text}\``);
  });
});
