// 集中培训 hours. A session attended counts its length: 1 学时 = 60 minutes (the 发展对象 class of
// three 8-hour days is the 24 学时 the 发展党员 gate asks for, docs/domain/develop.md). The gate
// (developRecord/evidence.ts) and the console's per-learner hours (training/hours.ts) both count
// through these, so the two never disagree.

const HOUR_MS = 3_600_000;

/** a session's length in milliseconds (0 when the end is not after the start) */
export const sessionMs = (a: { startTime: string; endTime: string }) => Math.max(0, Date.parse(a.endTime) - Date.parse(a.startTime));

/** milliseconds as 学时, one decimal */
export const hoursOf = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;
