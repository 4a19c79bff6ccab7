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
