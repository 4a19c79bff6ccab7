import { DUES_MONTHS_BACK_MAX } from '../../../contract/dues';
import type { DuesCategory } from '../../../contract/party';
import { beijingDate } from '../../lib/beijingDate';
import { needsBase, type DuesBand } from '../../lib/duesRule';
import { isIsoDate } from '../../lib/isoDate';
import { PAYING_STATUSES } from '../party/dues';
import { DUES } from './texts';

// The rules every dues record meets, whether typed in the console or imported: the month is a real
// one, not in the future and not beyond what the console may still correct; a paid date lies
// between the month's start and today; the rule of the category has what it needs; and the person
// is a paying member (in the caller's scope: checked by the caller) who had joined by that month.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** YYYY-MM `n` months before `month`. */
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface Today {
  date: string;
  month: string;
}
export const todayOf = (now: Date): Today => {
  const date = beijingDate(now);
  return { date, month: date.slice(0, 7) };
};

/** Why the month cannot be recorded; null when it can. */
export function monthProblem(month: string, today: Today): string | null {
  if (!MONTH.test(month)) return DUES.badMonth;
  if (month > today.month) return DUES.future(month);
  if (month < monthsBefore(today.month, DUES_MONTHS_BACK_MAX)) return DUES.tooOld(month);
  return null;
}

export interface EntryValues {
  category: DuesCategory;
  baseFen: number | null;
  paidDate: string | null;
}

/** Why the values cannot be recorded for the month; null when they can. */
export function valuesProblem(month: string, v: EntryValues, bands: DuesBand[], today: Today): string | null {
  if (v.paidDate !== null) {
    if (!isIsoDate(v.paidDate)) return DUES.badPaidDate;
    if (v.paidDate < `${month}-01`) return DUES.paidBeforeMonth(month);
    if (v.paidDate > today.date) return DUES.paidInFuture;
  }
  if (v.baseFen === null && needsBase(bands.filter((b) => b.category === v.category))) return DUES.needsBase;
  return null;
}

export interface PersonFacts {
  id: number;
  partyStatus: string;
  joinPartyDate: string | null;
}

/** Why this person's dues for the month are not the caller's to record; null when they are. */
export function personProblem(p: PersonFacts, month: string, callerId: number): string | null {
  if (p.id === callerId) return DUES.self;
  if (!PAYING_STATUSES.includes(p.partyStatus)) return DUES.notPaying;
  if (p.joinPartyDate && month < p.joinPartyDate.slice(0, 7)) return DUES.beforeJoining(p.joinPartyDate);
  return null;
}
