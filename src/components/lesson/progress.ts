import { secondsToHms } from '@/lib/duration';
import { percentOf } from '@/lib/percent';

/** The learner's progress as the spec shows it: 'HH:MM:SS / HH:MM:SS' and the floored percent. */
export function progressOf(credited: number, duration: number): { text: string; percent: number } {
  const done = secondsToHms(Math.min(credited, duration));
  const total = secondsToHms(duration);
  return { text: `${done} / ${total}`, percent: percentOf(total, done) };
}
