import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether this page was reached by a redirect that set `flag` in the navigation state (the page
 * then says where it moved the learner). The flag is taken out of the history entry at once: the
 * browser keeps an entry's state across a reload, and a reload of the moved page, whose address
 * is already the right one, said "已转到…" again. The notice stays for this address until the
 * page moves to another.
 */
export function useRedirectNotice(flag: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Record<string, unknown> | null;
  const flagged = Boolean(state?.[flag]);
  const { pathname, search, hash } = location;
  // the address the notice is for: set by the flag, kept while the page stays there (React's
  // adjusting state while rendering: no effect, no second render of the old value)
  const [noticeFor, setNoticeFor] = useState<string | null>(flagged ? pathname : null);
  const wanted = flagged ? pathname : noticeFor === pathname ? noticeFor : null;
  if (wanted !== noticeFor) setNoticeFor(wanted);

  useEffect(() => {
    if (!flagged) return;
    const rest = { ...state };
    delete rest[flag];
    void navigate({ pathname, search, hash }, { replace: true, state: Object.keys(rest).length ? rest : null });
  }, [flagged, flag, state, pathname, search, hash, navigate]);

  return wanted !== null;
}
