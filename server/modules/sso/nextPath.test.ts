import { safeNext } from './nextPath';

// `next` only ever names a page of this web app (no open redirect through the sign-in).

test.each([
  ['/index/home', '/index/home'],
  ['/index/exam?id=3#top', '/index/exam?id=3#top'],
  ['/index/%E5%AD%A6%E4%B9%A0', '/index/%E5%AD%A6%E4%B9%A0'],
  // an escaped backslash stays a path of this site: the browser does not unescape it into another host
  ['/%5Cevil', '/%5Cevil'],
  ['/a/../index', '/index'],
])('%j is kept as %j', (raw, kept) => {
  expect(safeNext(raw)).toBe(kept);
});

test.each([
  undefined,
  '',
  'index/home',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/index home',
  '/index\nhome',
  '/学习',
  '/login',
  '/login?x=1',
  `/${'a'.repeat(600)}`,
  ['/index'],
])('%j is dropped', (raw) => {
  expect(safeNext(raw)).toBe('');
});
