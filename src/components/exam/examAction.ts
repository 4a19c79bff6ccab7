import type { ExamCard } from '@contract/exam';

/** What a card's button does, decided from the card the server sent. */
export type ExamAction = 'upcoming' | 'start' | 'resume' | 'result' | 'ended' | 'exhausted';

export function examActionOf(card: ExamCard): ExamAction {
  if (card.openRecordId !== null) return 'resume';
  if (card.state === 'upcoming') return 'upcoming';
  const attemptsLeft = card.attemptsUsed < card.attemptsAllowed;
  if (card.state === 'ongoing' && attemptsLeft) return 'start';
  if (card.lastRecordId !== null) return 'result';
  return card.state === 'ended' ? 'ended' : 'exhausted';
}

/** `ms` until an exam opens, as the card shows it: days and hours far off, HH:MM:SS within a day. */
export function opensInText(ms: number, days: (d: number, h: number, m: number) => string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return days(d, h, m);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}
