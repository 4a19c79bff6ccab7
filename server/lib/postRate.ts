// How often one learner may post (discussions under a lesson, comments on a shared write-up):
// not again within `minGapSeconds`, not more than `maxPerHour` an hour. The caller reads its own
// table's recent posts under the learner's lock and asks here; the answer is the refusal's words.

export interface PostLimits {
  minGapSeconds: number;
  maxPerHour: number;
  /** what to say when the hour's posts are used up */
  tooMany: string;
  /** what to say within the gap, given the seconds left */
  tooSoon: (wait: number) => string;
}

export function postRateRefusal(recent: { n: number | string | bigint; last: unknown }, now: Date, limits: PostLimits): string | null {
  if (recent.last) {
    const since = (now.getTime() - Date.parse(String(recent.last))) / 1000;
    // a post that began before the last one was written sees it "in the future": never more than the gap
    if (since < limits.minGapSeconds) return limits.tooSoon(Math.min(limits.minGapSeconds, Math.max(1, Math.ceil(limits.minGapSeconds - since))));
  }
  return Number(recent.n) >= limits.maxPerHour ? limits.tooMany : null;
}
