import { REASON_MAX, type Verdict } from '@contract/review';
import { itemTexts as t } from '../texts';

// The decision form's rules, checked before anything is sent (the server checks them again):
// a return needs its reason; an approval of a scored kind needs a whole score from 0 to 100.

export interface DecisionInput {
  verdict: Verdict;
  scored: boolean;
  /** as typed */
  score: string;
  reason: string;
}

export type DecisionCheck =
  { ok: true; body: { verdict: Verdict; reason?: string; score?: number } } | { ok: false; field: 'score' | 'reason'; message: string };

export function checkDecision({ verdict, scored, score, reason }: DecisionInput): DecisionCheck {
  const text = reason.trim();
  if (text.length > REASON_MAX) return { ok: false, field: 'reason', message: t.reasonTooLong(REASON_MAX) };
  if (verdict === 'return') {
    if (!text) return { ok: false, field: 'reason', message: t.reasonRequired };
    return { ok: true, body: { verdict, reason: text } };
  }
  const body: { verdict: Verdict; reason?: string; score?: number } = { verdict };
  if (text) body.reason = text;
  if (scored) {
    const n = Number(score.trim());
    if (score.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100) return { ok: false, field: 'score', message: t.scoreRequired };
    body.score = n;
  }
  return { ok: true, body };
}
