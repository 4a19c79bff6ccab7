import { formatDate } from '@/lib/date';

/** A moment in the console's lists and pages (the app's date format, to the minute). */
export const at = (iso: string | null) => (iso ? formatDate(iso, 'YYYY-MM-DD HH:mm') : '');
