// The page's Tab order as the browser keeps it, for a widget that has to hand focus on itself
// (a menu closed by Tab, whose content sits in a portal at the end of the page).

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Laid out (not display: none) where the browser can tell (checkVisibility, Chromium 105+); elsewhere assumed. */
const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** The element before or after `from` in the document's Tab order (positive tabindex aside); null at either end. */
export function tabNeighbour(from: Element, direction: 1 | -1, skip?: Element | null): HTMLElement | null {
  // aria-hidden is not a reason to skip: an open menu hides the rest of the page that way
  const all = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && shown(el) && !(skip && skip.contains(el)),
  );
  const index = all.indexOf(from as HTMLElement);
  if (index < 0) return null;
  return all[index + direction] ?? null;
}
