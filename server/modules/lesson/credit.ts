import type { VideoSetting } from '../../../contract/base';
import { addInterval, frontierOf, uncoveredIn, type Interval } from '../../../contract/intervals';

// How much one heartbeat earns. Pure: the session and progress rows in, their next values out.
//
// - Wall time: a beat may credit at most the seconds since the session's last accepted beat
//   (capped, so an idle session banks nothing) plus a grace for network jitter. The grace is
//   not per beat: credit granted ahead of wall time is carried (`ahead`) and paid back by the
//   next beats, so over a session credit never exceeds its wall time + GRACE_SECONDS.
// - Speed: the position may advance at most (that wall time) × maxSpeed; the part of the video
//   watched this beat is at most that long, ending at the reported position.
// - Only new ground: credit is at most the seconds of that part not covered before.
// - Seeking: with allowSeek false, a position past max(covered frontier, last position) + the
//   allowed advance is refused: no credit, and the answer is the furthest position the learner
//   may be at (that max), where the player is put back; with allowSeek true only a position past
//   the end is refused, and the answer is the last accepted position.
// - Paused: a report with playing false credits the stretch played since the last report like a
//   playing one (it reports the moment playback stopped: a page's pause report may overtake the
//   report sent just before it). A paused player does not move, so it earns nothing more.

export const GRACE_SECONDS = 2;
/** a player may report the duration plus rounding; more than this past the end is refused */
export const END_SLACK_SECONDS = 1;
/** at most this many heartbeat intervals of wall time count for one beat */
export const MAX_BEAT_INTERVALS = 3;

export interface BeatInput {
  /** the session's last accepted position */
  prev: number;
  /** seconds since the session's last accepted beat */
  elapsed: number;
  ahead: number;
  covered: Interval[];
  duration: number;
  position: number;
}

export interface BeatResult {
  /** false: the position was refused (a seek or past the end) */
  accepted: boolean;
  position: number;
  credit: number;
  covered: Interval[];
  ahead: number;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
/** the credit carried ahead is kept rounded up: rounded down, the carry understates it and each beat could add a fraction past wall time + grace */
const roundUp = (n: number): number => Math.max(0, Math.ceil(n * 1000 - 1e-6) / 1000);

/** The furthest position the learner may be at without seeking: what was watched, or the last accepted position. */
const furthestAllowed = (beat: BeatInput): number => round(Math.min(beat.duration, Math.max(frontierOf(beat.covered), beat.prev)));

/** A refused position: nothing earned; the answer is where the player goes back to. */
const refused = (beat: BeatInput, ahead: number, allowSeek: boolean): BeatResult => ({
  accepted: false,
  position: allowSeek ? beat.prev : furthestAllowed(beat),
  credit: 0,
  covered: beat.covered,
  ahead,
});

export function creditBeat(rules: Pick<VideoSetting, 'allowSeek' | 'maxSpeed' | 'heartbeatSeconds'>, beat: BeatInput): BeatResult {
  const wall = Math.max(0, Math.min(beat.elapsed, rules.heartbeatSeconds * MAX_BEAT_INTERVALS));
  const available = Math.max(0, wall + GRACE_SECONDS - beat.ahead);
  const maxAdvance = available * rules.maxSpeed;
  const paidBack = roundUp(Math.max(0, beat.ahead - wall));

  if (beat.position > beat.duration + END_SLACK_SECONDS) return refused(beat, paidBack, rules.allowSeek);
  const position = round(Math.min(beat.position, beat.duration));
  if (!rules.allowSeek && position > Math.max(frontierOf(beat.covered), beat.prev) + maxAdvance) return refused(beat, paidBack, false);

  const from = Math.max(position >= beat.prev ? beat.prev : 0, position - maxAdvance);
  // rounded down: rounding never adds credit
  const credit = Math.floor(Math.min(uncoveredIn(beat.covered, from, position), available) * 1000) / 1000;
  const used = Math.max(credit, (position - from) / rules.maxSpeed);
  return {
    accepted: true,
    position,
    credit,
    covered: addInterval(beat.covered, from, position),
    ahead: roundUp(Math.max(0, beat.ahead + used - wall)),
  };
}
