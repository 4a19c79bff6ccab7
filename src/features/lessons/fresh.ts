/**
 * Heartbeats change the cadre's progress without invalidating the cadre caches (one per beat would
 * refetch the video page's queries each time): the cadre's progress screens load afresh whenever
 * they are opened.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
