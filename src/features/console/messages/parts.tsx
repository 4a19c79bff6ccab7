// Small pieces the console's message screens share.

export { KindBadge } from '@/components/messages/KindBadge';

/** What the list hands the readers page, so its title shows at once (the readers call has no header). */
export interface ReadersState {
  title: string;
  recipients: number;
  read: number;
}

/** The state a readers page was opened with, when it came from the list. */
export function readersStateOf(state: unknown): ReadersState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<ReadersState>;
  return typeof s.title === 'string' && typeof s.recipients === 'number' && typeof s.read === 'number'
    ? { title: s.title, recipients: s.recipients, read: s.read }
    : null;
}
