// `npm run build:server`: the API server (and the school's commands) bundled by esbuild into
// dist-server/, so that production (`npm run serve`) starts without compiling TypeScript at each
// start (tsx took 3-23 s per instance). The packages in node_modules stay outside the bundle and are
// loaded as installed (better-sqlite3's native module with them), except those Node can only
// import (ESM-only, such as openid-client), which a CommonJS bundle could not require on every
// Node 20: those are bundled in.
//   tsx scripts/buildServer.ts
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { hashSources, OUT, STAMP_NAME } from './serverStamp';
import { ROOT } from './webStamp';

/** Output name (dist-server/<name>.js) → source. All at one depth: see sourceDirname. */
const ENTRIES: Record<string, string> = {
  main: 'server/main.ts',
  serve: 'scripts/serve.ts',
  migrate: 'server/cli/migrate.ts',
  import: 'server/cli/import.ts',
  export: 'server/cli/export.ts',
  backup: 'server/cli/backup.ts',
  'audit-verify': 'server/cli/auditVerify.ts',
};

/** The package a bare import names ('@scope/name' or 'name'), or null for a path or a builtin. */
function packageOf(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether Node loads this file as an ES module (by extension, else the nearest package.json's type). */
function isEsm(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs') || file.endsWith('.node')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { type?: string }).type === 'module';
  }
  return false;
}

/**
 * node_modules stay external when the bundle, run from dist-server/, would require the very file
 * the importer would (not a nested copy of another version) and that file is CommonJS; anything
 * else is bundled.
 */
const externals = (out: string): Plugin => ({
  name: 'node-modules-external',
  setup(b) {
    const fromOut = { paths: [out] };
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!packageOf(args.path)) return undefined;
      let here: string;
      let there: string;
      try {
        here = require.resolve(args.path, { paths: [args.resolveDir] });
        there = require.resolve(args.path, fromOut);
      } catch {
        return undefined;
      }
      if (here === there && !isEsm(here)) return { path: args.path, external: true };
      return undefined;
    });
  },
});

/**
 * A few modules find files beside their source through __dirname (the OpenAPI page's assets, the
 * demo's media and question bank): in the bundle it would be dist-server/, so it is pointed back
 * at the source folder, relative to the bundle (the checkout may move).
 */
const sourceDirname = (out: string): Plugin => ({
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(args.path, 'utf8');
      if (!/\b__dirname\b/.test(text)) return { contents: text, loader: 'ts' };
      const rel = path.relative(out, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: text.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(rel)})`), loader: 'ts' };
    });
  },
});

/** `out`: dist-server/ (tests build elsewhere inside the checkout, where node_modules are found) */
export async function buildServer(opts: { out?: string; log?: (line: string) => void } = {}): Promise<void> {
  const out = opts.out ?? OUT;
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  fs.rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, path.join(ROOT, src)])),
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externals(out), sourceDirname(out)],
  });
  // what went into the bundle from this repository (node_modules are checked by npm ci, not here)
  const files = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes('node_modules/'))
    .sort();
  fs.writeFileSync(path.join(out, STAMP_NAME), `${JSON.stringify({ files, hash: hashSources(files) })}\n`);
  log(`[build:server] ${files.length} source files -> ${path.relative(ROOT, out)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  buildServer().catch((err: unknown) => {
    console.error(`[build:server] ${(err as Error).message}`);
    process.exit(1);
  });
}
