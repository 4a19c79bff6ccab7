import { formatBeijing } from '../beijingTime';
import { voteTexts as t } from './texts';

/** 2026-12-03 14:30 至 18:00 (the end's date only when it is another day), Beijing time. */
export function voteWhen(startAt: string, endAt: string): string {
  const start = formatBeijing(startAt);
  const end = formatBeijing(endAt);
  return t.when(start, end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end);
}
