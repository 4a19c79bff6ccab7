import fs from 'node:fs';
import path from 'node:path';

// What the entry loads before any route: the modules reached from src/main.tsx by static imports
// and by its eager import()s (webpackMode "eager": same chunk); any other import() starts a chunk
// of its own. The login route's first load has a gzip budget (npm run bench:bundle). The schema
// library (TypeBox, with its polyfills) belongs to the screens' chunks: a route-table import that
// reaches it (say audiencePage -> lib/routeId -> contract/common) puts it into that first load.

const SRC = path.join(__dirname, '..');
const ROOT = path.join(SRC, '..');
const ALIASES: [string, string][] = [
  ['@/', SRC],
  ['@contract/', path.join(ROOT, 'contract')],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? path.join(alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const hit = EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f));
  return hit ?? null;
}

/** Static imports and re-exports of a module, type-only ones left out (they leave no code). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(pattern)) if (!m[1]) specs.push(m[2]);
  for (const m of text.matchAll(/import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]);
  return specs;
}

function entryGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      const target = resolve(file, spec);
      if (target) queue.push(target);
      else if (!spec.startsWith('.') && !spec.startsWith('@/') && !spec.startsWith('@contract/')) packages.add(spec);
    }
  }
  return { files, packages };
}

test("the entry does not reach the schema library (TypeBox): it stays in the screens' chunks", () => {
  const { files, packages } = entryGraph(path.join(SRC, 'main.tsx'));
  // the walk does reach the store, the group APIs and the route table
  for (const f of ['api/index.ts', 'app/appStore.ts', 'app/routes.tsx']) expect(files).toContain(path.join(SRC, f));
  expect([...packages].filter((p) => p.startsWith('@sinclair/typebox'))).toEqual([]);
});
