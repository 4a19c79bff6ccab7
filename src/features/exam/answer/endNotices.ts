import type { AttemptState } from './attemptSession';

// What the learner is told as the end comes near. The server closes the attempt at its end time
// with the answers it holds; an answer kept on this computer because the network (or the server)
// is failing is sent when it works again, but after the end it is refused and not scored. So in
// the last minutes the page says plainly which answers are still only on this computer.

/** under five minutes: the countdown turns yellow and the learner is told once */
export const HURRY_MS = 5 * 60_000;

/** the attempt is running and less than five minutes are left */
export function hurrying(state: AttemptState, remainingMs: number): boolean {
  return !state.timeUp && !state.grade && remainingMs > 0 && remainingMs <= HURRY_MS;
}

/**
 * Near the end, the questions whose answer on screen has not reached the server while sending
 * fails (offline, or the server failing): empty when sending works (a save on its way is normal).
 */
export function pendingNearEnd(state: AttemptState, remainingMs: number): number[] {
  if (!state.outage || !hurrying(state, remainingMs)) return [];
  return Object.entries(state.progress)
    .filter(([, p]) => p.seq > p.savedSeq && !p.error)
    .map(([id]) => Number(id));
}
