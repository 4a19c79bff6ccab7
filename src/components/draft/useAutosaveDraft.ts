import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/apiError';
import { errorMessage } from '@/api/errors';
import { draftMirror } from './draftMirror';

// An editor's draft state: every keystroke goes to this computer's mirror at once and to the
// server after a pause (autosave), ordered by `rev` so a late answer cannot bring back older text.
// Closing the tab sends the last text with keepalive (`flush`); whatever the server missed is
// restored from the mirror next time. No answer (offline) or a 5xx (the server or a proxy could not
// take it now) is sent again every 5 s while the text stays here; a refusal by rule (10002) is shown
// and not retried. The server alone decides whether a submit is accepted.
// Used by the topic write-up and the development documents; each says how to talk to its server.

const AUTOSAVE_MS = 1500;
const RETRY_MS = 5000;

/** offline: no answer (network, timeout); unavailable: the server or a proxy answered 5xx; both are retried */
export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'offline' | 'unavailable' | 'refused';

const isOffline = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
/** 500, 502, 503, 504…: the server (or the proxy before it) could not take it now; a rule (10002) says no for good */
const isUnavailable = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.code !== null && error.code >= 500 && error.code <= 599;

export interface DraftSource {
  content: string;
  rev: number;
  savedAt: string | null;
  editable: boolean;
}

export interface DraftTransport {
  /** the mirror entry: learner and document */
  mirrorKey: string;
  save: (content: string, rev: number) => Promise<{ rev: number; savedAt: string | null }>;
  submit: (content: string, rev: number) => Promise<unknown>;
  /** leaving the page: send with keepalive, no answer awaited */
  flush: (content: string, rev: number) => void;
  /** after the first save the server accepted */
  onFirstSave?: () => void;
}

export function useAutosaveDraft(source: DraftSource, transport: DraftTransport) {
  const { mirrorKey } = transport;
  const io = useRef(transport);
  useEffect(() => {
    io.current = transport;
  });
  // what this computer holds beyond the server's copy, read once
  const [initial] = useState(() => {
    const local = draftMirror.load(mirrorKey);
    const restored = source.editable && local !== null && local.rev > source.rev;
    return { restored, text: restored ? local.content : source.content, rev: restored ? local.rev : source.rev };
  });
  const [text, setText] = useState(initial.text);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'dirty' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(source.savedAt);
  const [message, setMessage] = useState('');
  const rev = useRef(initial.rev);
  const confirmed = useRef(source.rev);
  const latest = useRef(initial.text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstSave = useRef(true);
  const saveRef = useRef<() => Promise<boolean>>(async () => true);

  const schedule = useCallback((ms: number, run: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    const sending = rev.current;
    if (sending <= confirmed.current) return true;
    setStatus('saving');
    try {
      const res = await io.current.save(latest.current, sending);
      confirmed.current = Math.max(confirmed.current, res.rev);
      draftMirror.confirm(mirrorKey, res.rev);
      setSavedAt(res.savedAt);
      if (firstSave.current) {
        firstSave.current = false;
        io.current.onFirstSave?.();
      }
      setStatus(rev.current > confirmed.current ? 'dirty' : 'saved');
      return true;
    } catch (error) {
      const offline = isOffline(error);
      if (offline || isUnavailable(error)) {
        setStatus(offline ? 'offline' : 'unavailable');
        schedule(RETRY_MS, () => void saveRef.current());
      } else {
        setStatus('refused');
        setMessage(errorMessage(error));
      }
      return false;
    }
  }, [mirrorKey, schedule]);

  const change = useCallback(
    (value: string) => {
      setText(value);
      latest.current = value;
      rev.current = Math.max(Date.now(), rev.current + 1);
      draftMirror.save(mirrorKey, { content: value, rev: rev.current });
      setStatus('dirty');
      schedule(AUTOSAVE_MS, () => void save());
    },
    [mirrorKey, save, schedule],
  );

  const submit = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    // a submit carries the newest rev; the server accepts the same rev as its draft
    if (rev.current <= confirmed.current) rev.current = Math.max(confirmed.current, 1);
    await io.current.submit(latest.current, rev.current);
    draftMirror.confirm(mirrorKey, rev.current);
    confirmed.current = rev.current;
  }, [mirrorKey]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // text restored from this computer goes to the server straight away
  useEffect(() => {
    if (initial.restored) void saveRef.current();
  }, [initial.restored]);

  useEffect(() => {
    const flush = () => {
      if (rev.current > confirmed.current) io.current.flush(latest.current, rev.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      // leaving the screen inside the app: the pending text is sent now
      if (rev.current > confirmed.current) void save();
    };
  }, [save]);

  return { text, change, save, submit, status, savedAt, message, restored: initial.restored };
}
