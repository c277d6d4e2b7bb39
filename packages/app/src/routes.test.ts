import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePaths } from '@folio/rules';
import { pageImports, routeFileName, routeModules } from '../build/routePages';
import { appRoutes, isPublicPath } from './routes';

const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');

describe('the route table', () => {
  it('has one route per path of routePaths, in a unique order', () => {
    expect(appRoutes.map((r) => r.name)).toEqual(Object.keys(routePaths));
    expect(new Set(appRoutes.map((r) => r.path)).size).toBe(appRoutes.length);
  });

  it('is read by the build the way the router sees it: each public route and its page module', () => {
    const read = routeModules(source);
    expect(read.map((r) => r.name)).toEqual(appRoutes.filter((r) => r.isPublic).map((r) => r.name));
    expect(read.every((r) => r.module.startsWith('./features/'))).toBe(true);
    // Every lazily imported page but the "not public yet" one belongs to a route.
    expect(read).toHaveLength(pageImports(source) - 1);
    expect(read.find((r) => r.name === 'loginMember')?.module).toBe('./features/member/LoginPage');
  });

  it.each([
    ['/events', true],
    ['/events/7/edit', true],
    ['/shopping/product-detail-plus/14', true],
    ['/shopping/spec-type', true],
    ['/shopping/create-plus', true],
    ['/shopping/manage/folio/category', true],
    ['/shopping/changeweb', true],
    ['/shopping/checkout/confirm-changeweb', true],
    ['/shopping/orders/3', true],
    ['/shopping/manage/orders', true],
    ['/cargo/login', true],
    ['/cargo', true],
    ['/about', true],
    ['/no-such-page', false],
  ])('%s opens a finished screen: %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe("a route's HTML file (build/routePages.ts)", () => {
  it.each([
    ['/', 'index.html'],
    ['/events', 'routes/events.html'],
    ['/shopping/spec-type', 'routes/shopping/spec-type.html'],
    ['/shopping/product-detail-plus/:id', 'routes/shopping/product-detail-plus/_.html'],
    ['/shopping/manage/:company_flag/category', null],
  ])('%s → %s', (path, file) => {
    expect(routeFileName(path)).toBe(file);
  });

  it('gives every route of the table at most one file, and two routes never the same', () => {
    const files = Object.values(routePaths)
      .map(routeFileName)
      .filter((f) => f !== null);
    expect(new Set(files).size).toBe(files.length);
  });
});
