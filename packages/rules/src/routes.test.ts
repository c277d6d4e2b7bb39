import { describe, expect, expectTypeOf, it } from 'vitest';
import { pathTo, routePaths } from './routes.ts';

describe('routePaths and pathTo', () => {
  it('gives a route without parameters its path', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('loginMember')).toBe('/login-new');
    expect(pathTo('dashboard')).toBe('/test');
  });

  it('fills in every parameter, encoded', () => {
    expect(pathTo('editEvent', { id: 3 })).toBe('/events/3/edit');
    expect(pathTo('categoryManage', { company_flag: 'a b/c' })).toBe(
      '/shopping/manage/a%20b%2Fc/category',
    );
  });

  it('types the parameters a route takes', () => {
    expectTypeOf(pathTo<'editEvent'>)
      .parameter(1)
      .toEqualTypeOf<Record<'id', string | number>>();
    // Checked by the type checker only (never called).
    const misuses = () => [
      // @ts-expect-error a route with a parameter needs it
      pathTo('editEvent'),
      // @ts-expect-error a route without parameters takes none
      pathTo('events', { id: 1 }),
      // @ts-expect-error a name that is not a route
      pathTo('event'),
    ];
    expectTypeOf(misuses).returns.toEqualTypeOf<string[]>();
  });

  it('lists each path once, every one a clean path from the root', () => {
    const paths = Object.values(routePaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9\-/:_]*$/);
  });
});
