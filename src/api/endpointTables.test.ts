import fs from 'node:fs';
import path from 'node:path';
import { consoleEndpoints } from '@contract/consoleEndpoints';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import { consoleApis } from './consoleApis';
import { groupApis } from './index';

// The learner's first load carries no console call: the console's groups are declared in their own
// table, created from it, and injected with the console (consoleApis), never in the eager registry.

const srcDir = path.join(__dirname, '..');
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|[\\/]test[\\/]/.test(full) ? [full] : [];
  });
}

it('every console group is created from the console table and loads with the console only', () => {
  const consoleGroups = Object.keys(consoleEndpoints).map((group) => `${group}Api`);
  expect(consoleApis.map((api) => api.reducerPath).sort()).toEqual([...consoleGroups].sort());
  expect(groupApis.map((api) => api.reducerPath).filter((p) => consoleGroups.includes(p))).toEqual([]);
  expect(Object.keys(learnerEndpoints).filter((group) => group in consoleEndpoints)).toEqual([]);
});

it("the app's code imports the joined table for its types only, and the console table only in the console's groups", () => {
  const files = sourceFiles(srcDir);
  const joined = files.filter((f) => /^import (?!type )[^;]*from '@contract\/endpoints'/m.test(fs.readFileSync(f, 'utf8')));
  expect(joined.map((f) => path.relative(srcDir, f))).toEqual([]);
  const consoleTable = files
    .filter((f) => fs.readFileSync(f, 'utf8').includes("from '@contract/consoleEndpoints'"))
    .map((f) => path.basename(f, '.ts'))
    .sort();
  expect(consoleTable).toEqual(Object.keys(consoleEndpoints).sort());
});
