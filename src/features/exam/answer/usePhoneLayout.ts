import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '@/lib/phoneMedia';

// Below Chakra's `md` breakpoint (768 px): the phone's answer screen. The 答题卡 moves into a
// bottom sheet and 上一题/下一题 into a bar under the paper; these change what is rendered, not only
// how it looks, so they follow the screen's width here rather than through responsive style props.
const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = query();
  if (!list) return () => undefined;
  // Chromium 80 has addEventListener on MediaQueryList (since 45); no addListener fallback needed
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a screen narrower than `md`; false where the width cannot be asked (jsdom without matchMedia). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
