import type { DevelopStage, DocCode } from '../../contract/develop';
import { STAGE_ORDER } from '../../contract/develop';

// The calendar of party development (Beijing dates, quarters, "a year after") and the steps a
// record has at its stage: the documents of the stages reached so far, a 思想汇报 for every
// quarter from becoming 积极分子. Shared by the develop module and the demo seed.

export const DOC_NAMES: Record<DocCode, string> = {
  application: '入党申请书',
  report: '思想汇报',
  autobiography: '个人自传',
  volunteer: '入党志愿书',
  regularization: '转正申请书',
};

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** YYYY-MM-DD plus whole months; the 31st becomes the month's last day when it has none. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${pad(nm)}-${pad(Math.min(d, daysIn(ny, nm)))}`;
}

/** 2027-03-01 → 2027年3月1日 */
export function cnDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

export interface Quarter {
  period: string;
  start: string;
  end: string;
  label: string;
}

export function quarterOf(date: string): Quarter {
  const [y, m] = date.split('-').map(Number);
  const q = Math.floor((m - 1) / 3) + 1;
  const startMonth = (q - 1) * 3 + 1;
  const endMonth = startMonth + 2;
  return {
    period: `${y}-Q${q}`,
    start: `${y}-${pad(startMonth)}-01`,
    end: `${y}-${pad(endMonth)}-${pad(daysIn(y, endMonth))}`,
    label: `${y}年第${q}季度`,
  };
}

export function quarterOfPeriod(period: string): Quarter {
  const [y, q] = period.split('-Q').map(Number);
  return quarterOf(`${y}-${pad((q - 1) * 3 + 1)}-01`);
}

/** Every quarter from the one holding `from` to the one holding `to`, in order. */
export function quartersBetween(from: string, to: string): Quarter[] {
  const out: Quarter[] = [];
  let q = quarterOf(from);
  const last = quarterOf(to).period;
  for (let i = 0; i < 200; i += 1) {
    out.push(q);
    if (q.period === last || q.start > to) break;
    q = quarterOf(addMonths(q.start, 3));
  }
  return out;
}

export interface RecordDates {
  stage: DevelopStage;
  activistOn: string | null;
  memberOn: string | null;
}

export interface PlannedStep {
  docCode: DocCode;
  period: string;
  title: string;
  dueDate: string | null;
  sort: number;
}

/** The steps a record at its stage has on `today`. */
export function plannedSteps(app: RecordDates, today: string): PlannedStep[] {
  const reached = STAGE_ORDER.indexOf(app.stage);
  const single = (docCode: DocCode, sort: number): PlannedStep => ({ docCode, period: '', title: DOC_NAMES[docCode], dueDate: null, sort });
  const out: PlannedStep[] = [single('application', 0)];
  if (reached >= 1 && app.activistOn) {
    const end = app.memberOn ?? today;
    quartersBetween(app.activistOn, end < app.activistOn ? app.activistOn : end).forEach((q, i) =>
      out.push({ docCode: 'report', period: q.period, title: `${q.label}${DOC_NAMES.report}`, dueDate: q.end, sort: 100 + i }),
    );
  }
  if (reached >= 2) out.push(single('autobiography', 1000), single('volunteer', 1001));
  if (reached >= 3) out.push(single('regularization', 2000));
  return out;
}
