import { useCallback, useEffect, useRef, useState } from 'react';
import type { TopicWork } from '@contract/topic';
import { endpoints } from '@contract/endpoints';
import { isApiError } from '@/api/apiError';
import { errorMessage } from '@/api/errors';
import { sendKeepalive } from '@/api/keepalive';
import { TopicApi } from '@/api/topic';
import { useAppDispatch } from '@/components/hooks';
import { workDraftMirror } from './workDraftMirror';

// The write-up editor's state: every keystroke goes to this computer's mirror at once and to the
// server after a pause (autosave), ordered by `rev` so a late answer cannot bring back older text.
// Closing the tab sends the last text with keepalive; whatever the server missed is restored from
// the mirror next time. The server alone decides whether a submit is accepted.

const AUTOSAVE_MS = 1500;
const RETRY_MS = 5000;

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'offline' | 'refused';

const isOffline = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export function useWorkDraft(userId: number, work: TopicWork) {
  const dispatch = useAppDispatch();
  const [write] = TopicApi.useWriteExperienceMutation();
  const topicId = work.topicId;
  // what this computer holds beyond the server's copy, read once
  const [initial] = useState(() => {
    const local = workDraftMirror.load(userId, topicId);
    const restored = work.editable && local !== null && local.rev > work.rev;
    return { restored, text: restored ? local.content : work.content, rev: restored ? local.rev : work.rev };
  });
  const [text, setText] = useState(initial.text);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'dirty' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(work.savedAt);
  const [message, setMessage] = useState('');
  const rev = useRef(initial.rev);
  const confirmed = useRef(work.rev);
  const latest = useRef(initial.text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstDraft = useRef(work.state === 'none');
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
      const res = await write({ topicId, content: latest.current, rev: sending }).unwrap();
      confirmed.current = Math.max(confirmed.current, res.rev);
      workDraftMirror.confirm(userId, topicId, res.rev);
      setSavedAt(res.savedAt);
      if (firstDraft.current) {
        // the checklist's 心得体会 line moves from 尚未撰写 to 草稿
        firstDraft.current = false;
        dispatch(TopicApi.util.invalidateTags(['Topic']));
      }
      setStatus(rev.current > confirmed.current ? 'dirty' : 'saved');
      return true;
    } catch (error) {
      if (isOffline(error)) {
        setStatus('offline');
        schedule(RETRY_MS, () => void saveRef.current());
      } else {
        setStatus('refused');
        setMessage(errorMessage(error));
      }
      return false;
    }
  }, [dispatch, schedule, topicId, userId, write]);

  const change = useCallback((value: string) => {
    setText(value);
    latest.current = value;
    rev.current = Math.max(Date.now(), rev.current + 1);
    workDraftMirror.save(userId, topicId, { content: value, rev: rev.current });
    setStatus('dirty');
    schedule(AUTOSAVE_MS, () => void save());
  }, [save, schedule, topicId, userId]);

  const submit = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    // a submit carries the newest rev; the server accepts the same rev as its draft
    if (rev.current <= confirmed.current) rev.current = Math.max(confirmed.current, 1);
    await write({ topicId, content: latest.current, rev: rev.current, submit: true }).unwrap();
    workDraftMirror.confirm(userId, topicId, rev.current);
    confirmed.current = rev.current;
  }, [topicId, userId, write]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // text restored from this computer goes to the server straight away
  useEffect(() => {
    if (initial.restored) void saveRef.current();
  }, [initial.restored]);

  useEffect(() => {
    const flush = () => {
      if (rev.current > confirmed.current) {
        dispatch(sendKeepalive(endpoints.topic.writeExperience, { topicId, content: latest.current, rev: rev.current }));
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      // leaving the screen inside the app: the pending text is sent now
      if (rev.current > confirmed.current) void save();
    };
  }, [dispatch, save, topicId]);

  return { text, change, save, submit, status, savedAt, message, restored: initial.restored };
}
