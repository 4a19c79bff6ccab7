import fs from 'node:fs';
import path from 'node:path';

// What jsdom's getComputedStyle cannot tell: rules under a pseudo-class it does not apply
// (:is(:focus-visible)) and rules for paper (@media print). These read the style sheets in the
// document (Emotion's, and any added with addStyleSheet) as a browser would pick the rules that
// apply to an element: the last matching declaration wins, `!important` first (no specificity).

function* styleRules(rules: CSSRuleList, media: string | undefined, inMedia: boolean): Generator<CSSStyleRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      if (media !== undefined && rule.media.mediaText.split(',').some((m) => m.trim() === media))
        yield* styleRules(rule.cssRules, media, true);
    } else if (rule instanceof CSSStyleRule && (media === undefined || inMedia)) {
      yield rule;
    }
  }
}

/**
 * The value of `prop` from the rules that match `el`: top-level rules, or with `media` ('print')
 * only the rules inside that @media. '' when none sets it.
 */
export function ruleValue(el: Element, prop: string, media?: string): string {
  let value = '';
  let important = false;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of styleRules(sheet.cssRules, media, false)) {
      let matches = false;
      try {
        matches = el.matches(rule.selectorText);
      } catch {
        matches = false;
      }
      const v = rule.style.getPropertyValue(prop);
      if (!matches || !v) continue;
      const imp = rule.style.getPropertyPriority(prop) === 'important';
      if (imp || !important) {
        value = v;
        important = imp;
      }
    }
  }
  return value;
}

/** Adds a plain style sheet of the app (path from src/, e.g. 'app/base.css') to the document; returns its removal. */
export function addStyleSheet(fromSrc: string): () => void {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.join(__dirname, '..', fromSrc), 'utf8');
  document.head.appendChild(style);
  return () => style.remove();
}
