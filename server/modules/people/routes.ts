import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { personDetail } from './detail';
import { peopleList } from './list';

/** people: the console's 人员 section, read side (the learners in the organiser's scope). */
export const peopleRoutes = groupRoutes('people', {
  list: organiserHandler((body, { db }, o) => peopleList(db, o, body)),
  detail: organiserHandler((body, { db, clock }, o) => personDetail(db, o, body.id, clock.now())),
});
