import dayjs, { type ConfigType } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import 'dayjs/locale/zh-cn';

// advancedFormat gives the format tokens Q (quarter) and w/ww (week of year, which needs
// weekOfYear); the zh-cn locale gives dddd = 星期一..星期日 and weeks starting on Monday.
dayjs.extend(weekOfYear);
dayjs.extend(quarterOfYear);
dayjs.extend(advancedFormat);

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/**
 * Formats a date with dayjs tokens plus: `Q` quarter, `w`/`ww` week of year, `dddd` Chinese
 * weekday (星期一), `ddd` short weekday (周一). Empty or invalid input gives ''.
 */
export function formatDate(value: ConfigType, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.locale('zh-cn').format(pattern);
}

export { dayjs };
