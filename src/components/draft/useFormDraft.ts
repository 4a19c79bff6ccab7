import { useCallback, useRef, useState } from 'react';
import { draftMirror } from './draftMirror';

// A form sent to the server in one go (补学情况, 社会实践记录, 党务研讨 posts): every change is kept
// on this computer at once, in the same mirror as the autosaving editors (draftMirror, kept through
// the end of a session), under the learner and the form, so a closed dialog, a closed tab or a
// login that expired while sending loses nothing: the form opens with that text again, until the
// server has it (`sent`) or the learner puts the form back as it was.
//
// `base` names the server copy the form started from (e.g. a draft's savedAt; '' for a new form):
// text typed on top of a copy that has since changed elsewhere is not brought back over it.

interface Stored<T> {
  base: string;
  values: T;
}

function parse<T extends object>(content: string, base: string, initial: T): T | null {
  try {
    const stored = JSON.parse(content) as Partial<Stored<T>> | null;
    if (!stored || stored.base !== base || typeof stored.values !== 'object' || stored.values === null) return null;
    // only the fields this form has, each of the type it had when the form was made
    const values = { ...initial };
    for (const name of Object.keys(initial) as (keyof T)[]) {
      const value = (stored.values as T)[name];
      const was = initial[name];
      const same = Array.isArray(was) ? Array.isArray(value) : was === null || value === null || typeof value === typeof was;
      if (name in stored.values && same) values[name] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function useFormDraft<T extends object>(mirrorKey: string, initial: T, base = '') {
  const [start] = useState(() => {
    const local = draftMirror.load(mirrorKey);
    const values = local ? parse(local.content, base, initial) : null;
    // what the mirror holds for an older copy of the server's (or in another shape) is dropped
    if (local && !values) draftMirror.forget(mirrorKey);
    return { values: values ?? initial, restored: values !== null, initial: JSON.stringify(initial) };
  });
  const [values, setValues] = useState<T>(start.values);
  const latest = useRef(start.values);
  const rev = useRef(draftMirror.load(mirrorKey)?.rev ?? 0);

  /** changes some fields; kept on this computer at once (forgotten when the form is as it started) */
  const change = useCallback(
    (patch: Partial<T>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValues(next);
      if (JSON.stringify(next) === start.initial) {
        draftMirror.forget(mirrorKey);
        return;
      }
      rev.current = Math.max(Date.now(), rev.current + 1);
      const stored: Stored<T> = { base, values: next };
      draftMirror.save(mirrorKey, { content: JSON.stringify(stored), rev: rev.current });
    },
    [base, mirrorKey, start.initial],
  );

  /** the rev of what is about to be sent, for `sent` */
  const sending = useCallback(() => rev.current, []);

  /** the server has what was sent at `at`: its copy on this computer goes, unless typed on since */
  const sent = useCallback((at: number) => draftMirror.confirm(mirrorKey, at), [mirrorKey]);

  /** the form back to where it started, nothing kept (after a post the form is empty again) */
  const reset = useCallback(() => {
    const fresh = JSON.parse(start.initial) as T;
    latest.current = fresh;
    setValues(fresh);
    draftMirror.forget(mirrorKey);
  }, [mirrorKey, start.initial]);

  return { values, change, sending, sent, reset, restored: start.restored };
}
