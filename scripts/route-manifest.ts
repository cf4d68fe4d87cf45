/**
 * Build TanStack Router's asset manifest from Vite's build manifest: the
 * client entry script on the root route, and for every route the
 * modulepreload links of its code-split chunks (so hydration never waits on
 * a request waterfall).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from '@tanstack/router-core';

type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type ViteManifest = Record<string, ViteChunk>;

/**
 * Route id → route file, from the generated route tree. A route's id is its parent's id followed by its own
 * (`/_staff` + `/login` is `/_staff/login`), which is how the router looks routes up in the manifest.
 */
export function readRouteFiles(routeTreeSource: string): Map<string, string> {
  const importToFile = new Map<string, string>();
  for (const m of routeTreeSource.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) {
    importToFile.set(m[1]!, `src/routes/${m[2]}.tsx`);
  }
  const routes = new Map<string, { importName: string; id: string; parent: string }>();
  for (const m of routeTreeSource.matchAll(/const (\w+) =\s*(\w+)\.update\(\{\s*id: '([^']+)',[^}]*?getParentRoute: \(\) => (\w+),/g)) {
    routes.set(m[1]!, { importName: m[2]!, id: m[3]!, parent: m[4]! });
  }
  const fullId = (name: string): string => {
    const route = routes.get(name);
    if (!route) return '';
    return `${fullId(route.parent)}${route.id}`;
  };
  const idToFile = new Map<string, string>();
  for (const [name, route] of routes) {
    const file = importToFile.get(route.importName);
    if (file) idToFile.set(fullId(name), file);
  }
  idToFile.set('__root__', 'src/routes/__root.tsx');
  return idToFile;
}

function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function buildRouterManifest(root: string, distDir: string): { manifest: Manifest; entryFile: string; entryCss: string[] } {
  const vite = JSON.parse(fs.readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as ViteManifest;
  const entryKey = Object.keys(vite).find((key) => vite[key]!.isEntry);
  if (!entryKey) throw new Error('No client entry in the Vite manifest');
  const entry = vite[entryKey]!;
  const entryClosure = staticClosure(vite, entryKey);
  const href = (key: string) => `/${vite[key]!.file}`;
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => (vite[key]!.css ?? []).map((f) => `/${f}`));

  const routeFiles = readRouteFiles(fs.readFileSync(path.join(root, 'src/route-tree.gen.ts'), 'utf8'));
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: [...entryClosure].filter((k) => k !== entryKey).map(href),
      css: cssOf(entryClosure),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
    },
  };
  for (const [id, file] of routeFiles) {
    if (id === '__root__') continue;
    const keys = Object.keys(vite).filter((key) => key.startsWith(`${file}?tsr-split=component`));
    const closure = new Set<string>();
    for (const key of keys) staticClosure(vite, key, closure);
    for (const key of entryClosure) closure.delete(key);
    routes[id] = { preloads: [...closure].map(href), css: cssOf(closure) };
  }
  return { manifest: { routes }, entryFile: `/${entry.file}`, entryCss: cssOf(entryClosure) };
}
