/** The date in Beijing (UTC+8, no daylight saving), which is the learner's day: 2026-11-25. */
export const beijingDate = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
