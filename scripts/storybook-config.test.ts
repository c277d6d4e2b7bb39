// The Storybook settings a designer sees (docs/architecture.md §4): props tables without React's
// internals, no onboarding checklist.
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import type { StoryContextForEnhancers, Renderer, StrictArgTypes } from 'storybook/internal/types';
import { withoutCodeControls } from '../.storybook/argTypes.ts';
import config from '../.storybook/main.ts';

// Cast: an enhancer reads only these two fields of the context Storybook builds for it.
const enhance = (argTypes: StrictArgTypes, initialArgs: Record<string, unknown>) =>
  withoutCodeControls({ argTypes, initialArgs } as unknown as StoryContextForEnhancers<Renderer>);

describe('props tables', () => {
  const argTypes: StrictArgTypes = {
    account: { name: 'account', type: { name: 'other', value: 'ReactNode' } },
    children: {
      name: 'children',
      table: { type: { summary: 'ReactNode' } },
      type: { name: 'other', value: 'ReactNode' },
    },
    pagination: { name: 'pagination', type: { name: 'object', value: {} } },
    variant: { name: 'variant', control: { type: 'inline-radio' }, type: { name: 'string' } },
    title: { name: 'title', type: { name: 'string' } },
  };
  const result = enhance(argTypes, {
    account: createElement('a', { href: '/login' }, '登入'),
    pagination: { page: 1, onPageChange: () => {} },
    variant: 'member',
    title: '會員登入',
  });

  test('props holding React nodes or callbacks get no JSON control', () => {
    expect(result.account?.control).toBe(false);
    expect(result.children?.control).toBe(false);
    expect(result.pagination?.control).toBe(false);
  });

  test('other props keep their controls and every row stays', () => {
    expect(result.variant?.control).toEqual({ type: 'inline-radio' });
    expect(result.title?.control).toBeUndefined();
    expect(Object.keys(result)).toEqual(Object.keys(argTypes));
  });
});

test('Storybook shows no onboarding checklist', () => {
  expect(config.features).toMatchObject({
    sidebarOnboardingChecklist: false,
    menuOnboardingChecklist: false,
  });
});
