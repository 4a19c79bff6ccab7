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
 * completion is judged on (docs/domain/study-time.md, "学习时长规则"), unlike `credited`, the
 * wall-clock study time (less than this after playing at 1.5×). The share comes rounded to 4 decimals, so a whole second
 * it cannot tell apart counts as reached: 43 s of 95 (0.4526) reads 43, not 42.997 → 00:00:42.
 */
export function coveredSecondsOf(video: Pick<VideoItem, 'coveredRatio' | 'duration'>): number {
  const seconds = Math.min(1, Math.max(0, video.coveredRatio)) * video.duration;
  const whole = Math.ceil(seconds - 1e-9);
  return whole - seconds <= 0.00005 * video.duration + 1e-9 ? whole : Math.round(seconds * 1000) / 1000;
}
