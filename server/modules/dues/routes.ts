import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { importDues } from './import';
import { duesMonth } from './month';
import { recordDues } from './record';
import { remindUnpaid } from './remind';
import { duesSummary } from './summary';

/** dues: 党费 from the organiser's side (monthly records, the finance office's CSV, reminders, the year's summary). */
export const duesRoutes = groupRoutes('dues', {
  month: organiserHandler((body, { db }, o) => duesMonth(db, o, body)),
  record: organiserHandler((body, { db, clock }, o) => recordDues(db, o, body, clock.now())),
  import: organiserHandler((body, { db, clock }, o) => importDues(db, o, body, clock.now())),
  remind: organiserHandler((body, { db, clock }, o) => remindUnpaid(db, o, body, clock.now())),
  summary: organiserHandler((body, { db }, o) => duesSummary(db, o, body)),
});
