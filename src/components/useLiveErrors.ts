import { useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The field errors a form shows, read from `problems` (the form checked as it is now, on every
 * render). Nothing shows before the learner submits; a submit with problems shows them all, and
 * from then on each message goes as soon as its field is corrected (no stale "两次输入的密码不一致"
 * under a matching pair). A submit that finds nothing wrong hides them again: what the form sends
 * is the server's to judge. `reveal` shows some fields' problems before any submit (获取验证码
 * needs the email), kept up to date the same way.
 */
export function useLiveErrors<K extends string>(problems: FieldErrors<K>) {
  const [shown, setShown] = useState<'all' | readonly K[]>([]);
  const wrong = (Object.keys(problems) as K[]).filter((k) => problems[k]);
  const errors: FieldErrors<K> = {};
  for (const k of wrong) if (shown === 'all' || shown.includes(k)) errors[k] = problems[k];
  return {
    errors,
    /** On submit: true when nothing is wrong; otherwise every problem shows from now on. */
    submit: (): boolean => {
      setShown(wrong.length > 0 ? 'all' : []);
      return wrong.length === 0;
    },
    /** Shows these fields' problems from now on; answers the first of them, or null. */
    reveal: (fields: readonly K[]): string | null => {
      setShown((old) => (old === 'all' ? old : [...old, ...fields.filter((k) => !old.includes(k))]));
      return fields.map((k) => problems[k]).find(Boolean) ?? null;
    },
  };
}
