import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * A date as the lists write it: 2026-09-01, or as Excel shows it, 2026/9/1 (also 2026.9.1 and
 * 2026年9月1日; a midnight time after it is dropped). Answers YYYY-MM-DD, or null when it is no real date (2026-02-30).
 */
export function listDate(text: string): string | null {
  // Excel may add a midnight time to a date cell (2026/9/1 0:00): it is still that date
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s+0{1,2}:00(?::00)?)?$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return dayjs(iso, 'YYYY-MM-DD', true).isValid() ? iso : null;
}
