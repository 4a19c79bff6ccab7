// Every route of the table in src/app/routes.tsx as a concrete address to open, and a check that
// the list still covers the table (a route added there without an address here fails the run).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Ids {
  notice: number;
  news: number;
}

/** Paths under /training2/ (no leading slash). */
export function concreteRoutes(ids: Ids): string[] {
  return [
    'index/home',
    'index/course-learning',
    'index/course-learning/1',
    'index/course-learning/1/1',
    'index/course-learning/special/1',
    'index/online-course',
    'index/online-course/learn',
    'index/online-course/learn/1',
    'index/online-course/learn/1/1',
    'index/online-course/1',
    'index/train-activity',
    'index/check-in',
    'index/exam-center',
    'index/exam-center/1/answer',
    'index/course-selection-center',
    'index/course-selection-center/1',
    'index/readdetais/1/1/1',
    'index/notices',
    `index/noticesDetails/${ids.notice}`,
    `index/newsDetails/${ids.news}`,
    'index/special-training',
    'index/special-training/1',
    'index/special-training/xxzl/1',
    'index/special-training/1/expert-detail/1',
    'index/special-training/1/notices',
    'index/special-training/1/notice/1',
    'index/learning-the-way',
    'index/party',
    'index/party/dwxx',
    'index/party/dwzs',
    'index/party/tszs',
    'index/party/detail/1',
    'index/party/dwyt',
    'index/my',
    'index/my/profile',
    'index/my/profile-edit',
    'index/my/statistics',
    'index/my/homework',
    'index/my/exam',
    'index/my/exam/1',
    'index/my/report',
    'index/videodetails/1/1',
    'personal-space',
    'personal-space/messages/index',
    'personal-space/notice/index',
    'personal-space/notice/detail',
    'personal-space/workbenches/index',
    'personal-space/workbenches/rudang',
    'personal-space/workbenches/rudang-list',
    'personal-space/workbenches/rudang-apply',
    'personal-space/workbenches/training-dues',
    'personal-space/workbenches/activity',
    'personal-space/my/index',
    'personal-space/my/modify-pwd',
    'personal-space/my/modify-info',
    'my/change-pwd',
    'no-such-page',
  ];
}

/**
 * The console's screens as a branch secretary opens them (paths under /training2/). The audit log
 * and grants answer a branch secretary with the no-access panel, which is a screen too.
 */
export function consoleAddresses(): string[] {
  return [
    'admin',
    'admin/review/experience',
    'admin/review/leave',
    'admin/review/leave/1',
    'admin/people',
    'admin/people/1',
    'admin/people/import',
    'admin/messages',
    'admin/messages/new',
    'admin/messages/1',
    'admin/meetings',
    'admin/meetings/new',
    'admin/meetings/stats',
    'admin/meetings/1',
    'admin/votes',
    'admin/votes/new',
    'admin/votes/1',
    'admin/training',
    'admin/training/new',
    'admin/training/1',
    'admin/training/activity/1',
    'admin/develop',
    'admin/develop/rules',
    'admin/develop/1',
    'admin/develop/1/sheet',
    'admin/dues',
    'admin/dues/import',
    'admin/dues/summary',
    'admin/dashboard',
    'admin/dashboard/studyShort',
    'admin/audit',
    'admin/grants',
  ];
}

/** The console's screen patterns, read from the text of src/features/console/consolePaths.ts. */
export function consolePatterns(root: string): string[] {
  const source = readFileSync(path.join(root, 'src', 'features', 'console', 'consolePaths.ts'), 'utf8');
  return [...source.matchAll(/: '\/(admin[^']*)'/g)].map((m) => m[1]);
}

/**
 * The route patterns of src/app/routes.tsx, read from its text: `path: 'x'` objects with
 * `children` open a prefix (closed by their `],`); page(...) / later(...) calls are leaves; the
 * two child arrays are mounted under `index/` and `personal-space/`.
 */
export function routePatterns(root: string): string[] {
  const source = readFileSync(path.join(root, 'src', 'app', 'routes.tsx'), 'utf8');
  const section = (start: string, end: string) => source.slice(source.indexOf(start), source.indexOf(end));
  const parse = (text: string, base: string) => {
    const out: string[] = [];
    const stack: string[] = [base];
    let pending: string | null = null;
    for (const line of text.split('\n')) {
      const leaf = /\b(?:page|later)\('([^']+)'/.exec(line);
      if (leaf) out.push((stack.join('') + leaf[1]).replace(/\/+/g, '/').replace(/^\//, ''));
      const group = /^\s*path: '([^']+)',/.exec(line);
      if (group) pending = group[1];
      if (/children: \[/.test(line) && pending !== null && !/children: \w+Children/.test(line)) {
        stack.push(`${pending}/`);
        pending = null;
      } else if (/^\s*\],\s*$/.test(line) && stack.length > 1) {
        stack.pop();
      }
    }
    return out;
  };
  const main = parse(section('const mainLayoutChildren', 'const personalSpaceChildren'), 'index/');
  const personal = parse(section('const personalSpaceChildren', 'export const routes'), 'personal-space/');
  const top = parse(source.slice(source.indexOf('export const routes')), '');
  return [...main, ...personal, ...top];
}

export function uncoveredPatterns(patterns: string[], urls: string[]): string[] {
  return patterns.filter((pattern) => {
    if (pattern === '*' || pattern === 'login') return false; // no-such-page; the run logs in there
    const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return !urls.some((u) => re.test(u));
  });
}
