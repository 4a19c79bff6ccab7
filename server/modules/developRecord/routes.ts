import { groupRoutes } from '../../http/groupRoutes';
import { beijingDate } from '../../lib/beijingDate';
import { organiserHandler, reviewScope } from '../organiser/scope';
import { alertsAmong } from './alerts';
import { developList, developPerson, onTheRoad } from './people';
import { recordStep } from './record';
import { gateRules, updateGate } from './rules';
import { withdrawStep } from './withdraw';

/** developRecord: the 25 steps of 发展党员 from the organiser's side (records, gates, 超期预警, rules). */
export const developRecordRoutes = groupRoutes('developRecord', {
  list: organiserHandler((body, { db, clock }, o) => developList(db, o, body, beijingDate(clock.now()))),
  person: organiserHandler((body, { db, clock }, o) => developPerson(db, o, body.userId, beijingDate(clock.now()))),
  record: organiserHandler((body, { db, clock }, o) => recordStep(db, o, body, clock.now())),
  withdraw: organiserHandler((body, { db, clock }, o) => withdrawStep(db, o, body, clock.now())),
  alerts: organiserHandler(async (_body, { db, clock }, o) => {
    if (reviewScope(o).size === 0) return [];
    const people = await onTheRoad(db, o).select(['u.id', 'u.name', 'b.name as branchName']).execute();
    return (await alertsAmong(db, people, beijingDate(clock.now()))).map(({ key: _key, ...a }) => a);
  }),
  rules: organiserHandler((_body, { db }) => gateRules(db)),
  updateRule: organiserHandler((body, { db, clock }, o) => updateGate(db, o, body, clock.now())),
});
