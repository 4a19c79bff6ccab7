import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/react';

/**
 * index.html and its browser check (public/), as the browser gets them: the 正在加载… placeholder
 * until the app renders, and a message with 重新加载 instead of a page that stays as it is.
 */
const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../public', file), 'utf8');
const template = read('index.html').replace(/<%=[^%]*%>/g, '/training2/');
const browserCheck = read('browser-check.js');

type Listener = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];
let added: Listener[] = [];

/** Loads the page (no script runs from innerHTML) and runs browser-check.js as the page would. */
function loadPage({ supported = true } = {}) {
  document.documentElement.innerHTML = template.replace(/^[\s\S]*?<html[^>]*>/, '').replace(/<\/html>[\s\S]*$/, '');
  const win = window as unknown as { __es2020?: boolean; __unsupportedBrowser?: boolean };
  win.__es2020 = supported;
  delete win.__unsupportedBrowser;
  new Function(browserCheck)();
}

/** An entry script of the build, as html-webpack-plugin writes it (`defer`), or a lazy chunk's (webpack inserts those). */
function script(src: string, { defer }: { defer: boolean }) {
  const element = document.createElement('script');
  if (defer) element.setAttribute('defer', '');
  element.setAttribute('src', src);
  // not a real load: jsdom fetches no scripts here
  element.setAttribute('type', 'text/plain');
  document.head.appendChild(element);
  return element;
}

const failToLoad = (element: HTMLElement) => element.dispatchEvent(new Event('error'));
const boot = () => document.getElementById('boot')!;
// the page's own body (loadPage replaces the one `screen` was bound to)
const page = () => within(document.body);
const renderApp = () => document.getElementById('root')!.appendChild(document.createElement('main'));

beforeEach(() => {
  jest.useFakeTimers();
  added = [];
  const original = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    original(type, listener, options);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('shows 正在加载… (plain CSS, inline) until the app renders into #root', () => {
  loadPage();
  expect(boot()).toHaveTextContent('正在加载…');
  expect(boot()).toBeVisible();
  expect(boot()).toHaveAttribute('role', 'status');
  renderApp();
  expect(boot()).not.toBeVisible();
});

test('an entry script that fails to load: 页面加载失败 and 重新加载 instead of a page that stays white', () => {
  loadPage();
  failToLoad(script('/training2/assets/main.12fdf6a9.js', { defer: true }));
  expect(boot()).toBeVisible();
  expect(boot()).toHaveTextContent('页面加载失败网络不稳定或页面已更新，请重新加载后再试。');
  expect(boot()).not.toHaveTextContent('正在加载');
  expect(page().getByRole('button', { name: '重新加载' })).toBeVisible();
  // and it stays the failure, not the later 页面加载较慢
  jest.advanceTimersByTime(60_000);
  expect(boot()).toHaveTextContent('页面加载失败');
});

test('a lazy chunk that fails to load is left to the app (its error panel)', () => {
  loadPage();
  failToLoad(script('/training2/assets/3657.915b442f.js', { defer: false }));
  expect(boot()).toHaveTextContent('正在加载…');
  expect(page().queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
});

test('nothing rendered after 20 s: 页面加载较慢 with 重新加载; the app rendering later replaces it', () => {
  loadPage();
  jest.advanceTimersByTime(19_000);
  expect(boot()).toHaveTextContent('正在加载…');
  jest.advanceTimersByTime(1_000);
  expect(boot()).toHaveTextContent('页面加载较慢网络较慢，页面仍在加载；也可以重新加载后再试。');
  expect(page().getByRole('button', { name: '重新加载' })).toBeVisible();
  renderApp();
  expect(boot()).not.toBeVisible();
});

test('an app that has rendered gets no message', () => {
  loadPage();
  renderApp();
  jest.advanceTimersByTime(60_000);
  expect(boot()).toHaveTextContent('正在加载…');
  expect(boot()).not.toBeVisible();
});

test('a browser below Chromium 80 gets the page naming the browsers to use, without the placeholder', () => {
  loadPage({ supported: false });
  const box = document.getElementById('unsupported-browser')!;
  expect(box).toBeVisible();
  expect(box).toHaveTextContent('您的浏览器版本过低');
  expect(boot()).not.toBeVisible();
  jest.advanceTimersByTime(60_000);
  expect(page().queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
});

test('the placeholder is small, and a page without JavaScript shows only the noscript text', () => {
  const placeholder = template.slice(template.indexOf('<style>'), template.indexOf('</style>') + 8);
  expect(placeholder.replace(/\s+/g, ' ').length).toBeLessThan(600);
  expect(template).toMatch(/<noscript>[^<]*<style>#boot\{display:none\}<\/style><\/noscript>/);
});
