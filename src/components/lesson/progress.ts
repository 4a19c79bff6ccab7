import type { VideoItem } from '@contract/lesson';
import { secondsToHms } from '@/lib/duration';
import { percentOf } from '@/lib/percent';

/** The learner's progress as the spec shows it: 'HH:MM:SS / HH:MM:SS' and the floored percent. */
export function progressOf(credited: number, duration: number): { text: string; percent: number } {
  const done = secondsToHms(Math.min(credited, duration));
  const total = secondsToHms(duration);
  return { text: `${done} / ${total}`, percent: percentOf(total, done) };
}

/**
 * Seconds of the video the learner has watched (its covered share × its duration): the measure
 * completion is judged on (README "学习时长规则"), unlike `credited`, the wall-clock study time
 * (less than this after playing at 1.5×). Rounded to the millisecond so 0.3 × 90 is 27, not 26.99….
 */
export const coveredSecondsOf = (video: Pick<VideoItem, 'coveredRatio' | 'duration'>): number =>
  Math.round(Math.min(1, Math.max(0, video.coveredRatio)) * video.duration * 1000) / 1000;
