/** Seconds as 'HH:MM:SS' (floored; hours may pass 99): the form the spec's percent helper reads. */
export function secondsToHms(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Seconds as a reading of hours and minutes (rounded to the minute): 1 小时 5 分钟, 25 分钟, 0 分钟. */
export function hoursMinutes(seconds: number): string {
  const minutes = Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 0) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} 小时 ${m} 分钟` : `${m} 分钟`;
}

/**
 * Seconds as hours, minutes and seconds (whole seconds): 1 小时 5 分 3 秒, 25 分 10 秒, 42 秒. For
 * figures shown beside their parts (a week beside its days): to the minute, each rounded on its
 * own, they did not add up (four days of 1 分钟 in a week of 3 分钟).
 */
export function studyDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} 小时 ${m} 分 ${s} 秒`;
  return m > 0 ? `${m} 分 ${s} 秒` : `${s} 秒`;
}
