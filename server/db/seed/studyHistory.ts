// A learner's study history for the demo: the videos they watched, in the order they watched
// them, spread over the last 60 Beijing days (ending yesterday: today's record stays empty, so
// a minute studied today shows as today's figure). Learners study more on weekdays than at
// weekends, skip some days and take a break of a few days now and then; each video's progress
// row is dated in the evening of the day its watching ended. The days hold exactly the credited
// seconds of the videos, so a learner's study_day rows add up to their video_progress.credited.
// A learner sits down for part of a lecture or two: 20-90 minutes on each study day, so one who
// has watched less studied on fewer days, not for a few minutes a day.

import { beijingDate } from '../../lib/beijingDate';
import { mulberry32 } from '../../lib/random';

const DAY = 86400_000;
export const HISTORY_DAYS = 60;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A study day, in seconds: at least 20 minutes, at most 90. */
export const STUDY_DAY = { min: 20 * 60, max: 90 * 60 } as const;
/** the mean a learner's days aim at before the bounds are applied */
const DAY_MEAN = 30 * 60;

/** A deterministic generator seeded by a string, so a learner's days are the same on every seed. */
export function randomOf(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return mulberry32(h);
}

export interface StudyPlan {
  /** names the learner's pattern (their account) */
  key: string;
  /** the credited seconds of each video, in the order watched */
  seconds: number[];
  /** 0..1: how often the learner sits down to study (default 0.7) */
  diligence?: number;
}

export interface StudyHistory {
  /** date (Beijing) -> seconds, study days only */
  days: Map<string, number>;
  /** per video (same order): when its progress row was last written, an evening instant (ISO) */
  updatedAt: string[];
}

/** Spreads the plan's seconds over the study days of the last 60 days before `now`. */
export function studyHistory(plan: StudyPlan, now: string): StudyHistory {
  const t0 = Date.parse(now);
  const rnd = randomOf(plan.key);
  const diligence = plan.diligence ?? 0.7;
  // one break of 3-6 days somewhere in the middle of the period
  const breakStart = 12 + Math.floor(rnd() * 36);
  const breakEnd = breakStart + 3 + Math.floor(rnd() * 4);
  const chosen: { date: string; weight: number; evening: number; recent: boolean }[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const date = beijingDate(new Date(t0 - back * DAY));
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const chance = weekend ? diligence * 0.3 : Math.min(0.95, diligence * 1.15);
    const inBreak = back <= HISTORY_DAYS - breakStart && back > HISTORY_DAYS - breakEnd;
    const roll = rnd();
    const weight = weekend ? 0.4 + 0.6 * rnd() : 0.6 + 1.4 * rnd();
    // evenings: 19:00-22:30 on weekdays, afternoons or evenings at weekends (minutes after midnight)
    const evening = weekend && rnd() < 0.5 ? 14 * 60 + Math.floor(rnd() * 240) : 19 * 60 + Math.floor(rnd() * 210);
    // the last two days are always kept: the learner studied recently
    if (back <= 2 || (!inBreak && roll < chance)) chosen.push({ date, weight, evening, recent: back <= 2 });
  }
  const total = round(plan.seconds.reduce((a, s) => a + s, 0));
  // one who watched less sat down on fewer days, not for a few minutes a day
  while (chosen.length > 2 && total / chosen.length < DAY_MEAN) {
    const older = chosen.filter((d) => !d.recent);
    chosen.splice(chosen.indexOf(older[Math.floor(rnd() * older.length)]), 1);
  }
  // whole seconds below round each day down by under a second and the last day collects the
  // rest: up to a second per day of the 60, so the maximum it aims at is a minute under the bound
  const shares = fitWithin(
    chosen.map((d) => d.weight),
    total,
    STUDY_DAY.min + 1,
    STUDY_DAY.max - 60,
  );
  // whole seconds per day (the last day takes the fractional rest); cumulative ends on the line 0..total
  const ends: number[] = [];
  let cum = 0;
  for (const [i, share] of shares.entries()) {
    cum += share;
    ends.push(i === shares.length - 1 ? total : Math.min(Math.floor(total), Math.round(cum)));
  }
  const days = new Map<string, number>();
  for (const [i, d] of chosen.entries()) {
    const seconds = round(ends[i] - (i === 0 ? 0 : ends[i - 1]));
    if (seconds > 0) days.set(d.date, seconds);
  }
  // each video ends on the day where its last second falls; videos ending on one day follow each other
  const updatedAt: string[] = [];
  let at = 0;
  let prevDay = -1;
  let sameDay = 0;
  for (const s of plan.seconds) {
    at = round(at + s);
    let i = ends.findIndex((e) => e >= at && e > 0);
    if (i < 0) i = chosen.length - 1;
    sameDay = i === prevDay ? sameDay + 1 : 0;
    prevDay = i;
    const d = chosen[i];
    const minutes = Math.min(d.evening + sameDay * 7, 23 * 60 + 50);
    updatedAt.push(new Date(Date.parse(`${d.date}T00:00:00+08:00`) + minutes * 60_000).toISOString());
  }
  return { days, updatedAt };
}

/**
 * Splits `total` in proportion to `weights`, with every part within [lo, hi]: parts that fall
 * outside are pinned to the bound and the rest share what is left, until none falls outside.
 * Where the bounds cannot hold (total below n * lo or above n * hi) the parts are proportional.
 */
export function fitWithin(weights: number[], total: number, lo: number, hi: number): number[] {
  const n = weights.length;
  const proportional = () => weights.map((w) => (total * w) / weights.reduce((a, x) => a + x, 0));
  if (n === 0 || total < n * lo || total > n * hi) return proportional();
  const pinned: (number | null)[] = weights.map(() => null);
  for (let pass = 0; pass < n; pass++) {
    const free = weights.map((w, i) => (pinned[i] === null ? w : 0));
    const left = total - pinned.reduce<number>((a, p) => a + (p ?? 0), 0);
    const scale = left / free.reduce((a, w) => a + w, 0);
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (pinned[i] !== null) continue;
      const part = weights[i] * scale;
      if (part < lo) {
        pinned[i] = lo;
        changed = true;
      } else if (part > hi) {
        pinned[i] = hi;
        changed = true;
      }
    }
    if (!changed) return weights.map((w, i) => pinned[i] ?? w * scale);
  }
  return proportional();
}
