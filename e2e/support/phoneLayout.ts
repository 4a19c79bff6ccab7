// What a phone screen must not do (issue #42), measured in the page: scroll sideways, draw text
// past the right edge (a strip that scrolls inside its own box is allowed), squeeze a block of
// text under 120 px, draw two texts over each other, or offer a target smaller than a finger.
// Used by e2e/phoneRoutes.test.ts and by `npm run check:phone`, which prints every finding per
// route and width.
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { SETTLED } from './settle';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens an address of the app (under /training2/) and waits until the screen has settled. The
 * exam's answer screen is started (开始考试), as the learner uses it: its layout is the attempt's.
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(SETTLED)) && Date.now() < deadline) await sleep(100);
  const start = page.getByTestId('exam-start-panel').getByRole('button', { name: '开始考试' });
  if (await start.isVisible().catch(() => false)) {
    await start.click();
    await page.getByTestId('exam-start-panel').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await sleep(300);
}

/** The phone widths the issue names, as a mobile Chromium sees them. */
export const PHONES = [
  { name: '360x740', width: 360, height: 740 },
  { name: '390x844', width: 390, height: 844 },
] as const;

/** Android Chrome's user agent (WeChat's in-app browser is a Chromium with the same shape). */
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

export function newPhoneContext(browser: Browser, baseURL: string, phone: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

export interface PhoneFinding {
  rule: 'sideways' | 'past-edge' | 'squeezed' | 'overlap' | 'narrow-question' | 'small-target';
  detail: string;
}

/**
 * Runs in the page. Text is measured per text node through Range rects, each cut to what its
 * ancestors' overflow boxes let show (text scrolled out of a strip or clipped by an ellipsis is
 * not "drawn"). Hidden, transparent and screen-reader-only text is left out.
 */
function measurePage(): PhoneFinding[] {
  const findings: PhoneFinding[] = [];
  const vw = document.documentElement.clientWidth;
  const scrollW = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollW > vw + 1) findings.push({ rule: 'sideways', detail: `page is ${scrollW}px wide in a ${vw}px screen` });

  type Box = { left: number; right: number; top: number; bottom: number };
  const label = (el: Element) => {
    const text = (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 24);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls} "${text}"`;
  };
  const clipOf = new Map<Element, { box: Box | null; scrolls: boolean }>();
  /** The part of the viewport an element's content may show in, after its ancestors' overflow boxes; null when hidden. */
  const clip = (el: Element | null): { box: Box | null; scrolls: boolean } => {
    if (!el) return { box: { left: -1e6, right: 1e6, top: -1e6, bottom: 1e6 }, scrolls: false };
    const known = clipOf.get(el);
    if (known) return known;
    const parent = clip(el.parentElement);
    let result = parent;
    const style = getComputedStyle(el);
    if (!parent.box || style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) {
      result = { box: null, scrolls: parent.scrolls };
    } else if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      const r = el.getBoundingClientRect();
      const box = {
        left: Math.max(parent.box.left, r.left),
        right: Math.min(parent.box.right, r.right),
        top: Math.max(parent.box.top, r.top),
        bottom: Math.min(parent.box.bottom, r.bottom),
      };
      const scrolls = parent.scrolls || style.overflowX === 'auto' || style.overflowX === 'scroll';
      result = { box: box.right - box.left < 2 || box.bottom - box.top < 2 ? null : box, scrolls };
    }
    clipOf.set(el, result);
    return result;
  };

  const texts: { el: Element; rects: Box[] }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue || '';
    if (!value.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, svg, [aria-hidden="true"]')) continue;
    const { box, scrolls } = clip(el);
    if (!box) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects: Box[] = [];
    for (const r of Array.from(range.getClientRects())) {
      if (r.width < 1 || r.height < 1) continue;
      if (!scrolls && r.right > vw + 1 && r.left < vw && box.right > vw) {
        findings.push({ rule: 'past-edge', detail: `${label(el)} ends at ${Math.round(r.right)}px` });
      }
      const cut = {
        left: Math.max(r.left, box.left),
        right: Math.min(r.right, box.right),
        top: Math.max(r.top, box.top),
        bottom: Math.min(r.bottom, box.bottom),
      };
      if (cut.right - cut.left >= 1 && cut.bottom - cut.top >= 1) rects.push(cut);
    }
    if (!rects.length) continue;
    texts.push({ el, rects });
    // squeezed: a text of some length broken over three or more lines in a box under 120 px
    const lines = new Set(rects.map((r) => Math.round(r.top))).size;
    const width = el.getBoundingClientRect().width;
    if (value.trim().length >= 6 && lines >= 3 && width < 120) {
      findings.push({ rule: 'squeezed', detail: `${label(el)} is ${Math.round(width)}px wide, ${lines} lines` });
    }
  }

  // overlap: two texts of different elements whose drawn boxes cross by more than 3 px each way.
  // A toast floats over the page by design and goes by itself: its text is compared with other
  // toasts' only.
  const onToast = (el: Element) => el.closest('[data-scope="toast"]') !== null;
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i];
      const b = texts[j];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (onToast(a.el) !== onToast(b.el)) continue;
      const hit = a.rects.some((ra) =>
        b.rects.some(
          (rb) =>
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 3 && Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 3,
        ),
      );
      if (hit) findings.push({ rule: 'overlap', detail: `${label(a.el)} over ${label(b.el)}` });
    }
  }

  // small-target: something to tap under 44 px high or wide, unless a 44 px finger aimed at its
  // middle touches nothing else to tap (as WCAG's spacing exception, at 44 px), or it is a link in
  // running text. A radio or checkbox drawn by its label is measured by the label.
  const FINGER = 44;
  const targets: { el: Element; box: Box }[] = [];
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]';
  for (const found of Array.from(document.querySelectorAll(selector))) {
    if (found.closest('[aria-hidden="true"], [inert]') || found.matches(':disabled, [aria-disabled="true"]')) continue;
    const el = found.matches('input[type=radio], input[type=checkbox]') ? (found.closest('label') ?? found) : found;
    if (targets.some((t) => t.el === el) || !clip(el).box) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const inRunningText =
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      Array.from(el.parentElement?.childNodes ?? []).some((n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.nodeValue || '').trim());
    if (inRunningText) continue;
    targets.push({ el, box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom } });
  }
  for (const t of targets) {
    const w = t.box.right - t.box.left;
    const h = t.box.bottom - t.box.top;
    if (w >= FINGER - 0.5 && h >= FINGER - 0.5) continue;
    const cx = (t.box.left + t.box.right) / 2;
    const cy = (t.box.top + t.box.bottom) / 2;
    const finger = { left: cx - FINGER / 2, right: cx + FINGER / 2, top: cy - FINGER / 2, bottom: cy + FINGER / 2 };
    const crowded = targets.some(
      (o) =>
        o !== t &&
        !o.el.contains(t.el) &&
        !t.el.contains(o.el) &&
        Math.min(finger.right, o.box.right) - Math.max(finger.left, o.box.left) > 0 &&
        Math.min(finger.bottom, o.box.bottom) - Math.max(finger.top, o.box.top) > 0,
    );
    if (crowded)
      findings.push({ rule: 'small-target', detail: `${label(t.el)} is ${Math.round(w)}x${Math.round(h)}px beside another target` });
  }

  const question = document.querySelector('[data-phone-question]');
  if (question) {
    const w = question.getBoundingClientRect().width;
    if (w < 0.6 * vw) findings.push({ rule: 'narrow-question', detail: `question is ${Math.round(w)}px of ${vw}px` });
  }
  return findings;
}

/** The page's findings at its current size and scroll position (the top). Duplicates folded. */
export async function phoneFindings(page: Page): Promise<PhoneFinding[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // tsx names the inner functions with a __name helper the page does not have
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  const found = await page.evaluate(measurePage);
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.rule} ${f.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
