import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The README is the front page a school's IT staff reads first: short, and every relative link in
// it and in docs/ leads to a file (and, with a #fragment, to a heading) that exists.

const ROOT = path.resolve(__dirname, '..', '..');
const README = path.join(ROOT, 'README.md');
const README_MAX_LINES = 200;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(readFileSync(file, 'utf8')).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

interface Link {
  from: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    links.push({ from: path.relative(ROOT, file), target });
  }
  return links;
}

/** What is wrong with the link, or null when it leads somewhere. */
function brokenBecause(link: Link): string | null {
  const [pathPart, fragment] = link.target.split('#', 2);
  const from = path.join(ROOT, link.from);
  const file = pathPart ? path.resolve(path.dirname(from), decodeURI(pathPart)) : from;
  if (!file.startsWith(ROOT + path.sep)) return 'leaves the repository';
  if (!existsSync(file)) return 'no such file';
  if (fragment === undefined) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return 'a #fragment on something that is not a markdown file';
  return anchors(file).has(decodeURI(fragment)) ? null : `no heading #${fragment}`;
}

const files = [README, ...markdownFiles(path.join(ROOT, 'docs'))];

test(`README.md is at most ${README_MAX_LINES} lines`, () => {
  const lines = readFileSync(README, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
});

test('README.md links into docs/', () => {
  expect(relativeLinks(README).some((link) => link.target.startsWith('docs/'))).toBe(true);
});

test('every relative link in README.md and docs/ leads to a file and heading that exist', () => {
  const links = files.flatMap(relativeLinks);
  expect(links.length).toBeGreaterThan(20);
  const broken = links.map((link) => ({ ...link, because: brokenBecause(link) })).filter((link) => link.because !== null);
  expect(broken).toEqual([]);
});

test('the anchor of a heading follows GitHub: punctuation dropped, spaces as hyphens', () => {
  expect(slug('干部专区（cadre 与 cadreIndex 组）')).toBe('干部专区cadre-与-cadreindex-组');
  expect(slug('导入学校数据（`npm run import`）')).toBe('导入学校数据npm-run-import');
});
