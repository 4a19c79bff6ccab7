import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { resetPassword, setStatus } from './access';
import { editPerson } from './edit';
import { importRoster } from './import';

export const rosterRoutes = groupRoutes('roster', {
  edit: organiserHandler((body, { db, clock }, o) => editPerson(db, o, body, clock.now())),
  resetPassword: organiserHandler((body, { db, clock }, o) => resetPassword(db, o, body.id, clock.now())),
  setStatus: organiserHandler((body, { db, clock }, o) => setStatus(db, o, body, clock.now())),
  import: organiserHandler((body, { db, clock }, o) => importRoster(db, o, body, clock.now())),
});
