import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteFiles } from '#scripts/route-manifest';

const routeTree = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/route-tree.gen.ts'), 'utf8');

/** Route ids as the router knows them (a child's id starts with its layout's), each with the file it is built from. */
describe('the route manifest reads every route of the generated tree', () => {
  const files = readRouteFiles(routeTree);

  it('names a route under a pathless layout by its full id, so its chunks are preloaded on its page', () => {
    expect(files.get('/_staff')).toBe('src/routes/_staff/route.tsx');
    expect(files.get('/_staff/login')).toBe('src/routes/_staff/login.tsx');
    expect(files.get('/_staff/admin_/flows')).toBe('src/routes/_staff/admin_.flows.tsx');
    expect(files.has('/login')).toBe(false);
  });

  it('finds routes whose declaration the generator wraps onto a second line', () => {
    expect(files.get('/(consultation)/consultation/manage')).toBe('src/routes/(consultation)/consultation/manage.tsx');
  });

  it('has one entry per route file of the tree, plus the root', () => {
    const imported = [...routeTree.matchAll(/import \{ Route as \w+ \} from '\.\/routes\/([^']+)'/g)].map((m) => `src/routes/${m[1]}.tsx`);
    expect(new Set(files.values())).toEqual(new Set([...imported]));
  });
});
