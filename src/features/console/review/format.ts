import { formatBeijing } from '../beijingTime';

/** A moment in the console's lists and pages: Beijing time, to the minute. */
export const at = (iso: string | null) => formatBeijing(iso);
