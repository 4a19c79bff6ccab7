import { useEffect, useState } from 'react';

/**
 * The server's "now", ticking every second: the offset between `serverTime` (from the last
 * answer) and this computer's clock is kept, so a PC clock hours wrong shows the right countdown.
 */
export function useServerNow(serverTime: string | undefined): number | null {
  const [clock, setClock] = useState<{ serverTime: string; offset: number; now: number } | null>(null);
  useEffect(() => {
    if (!serverTime) return;
    const offset = Date.parse(serverTime) - Date.now();
    const tick = () => setClock({ serverTime, offset, now: Date.now() + offset });
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverTime]);
  return clock && clock.serverTime === serverTime ? clock.now : null;
}
