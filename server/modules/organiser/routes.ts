import { groupRoutes } from '../../http/groupRoutes';
import { addGrant, grantList, myGrants, revokeGrant, scopeUnits } from './grants';
import { organiserHandler } from './scope';

export const organiserRoutes = groupRoutes('organiser', {
  me: (_body, { db, user }) => myGrants(db, user.id),
  scopeUnits: organiserHandler(async (_body, _ctx, o) => scopeUnits(o)),
  grants: organiserHandler((body, { db }, o) => grantList(db, o, body)),
  grant: organiserHandler((body, { db, clock }, o) => addGrant(db, o, body, clock.now())),
  revoke: organiserHandler((body, { db, clock }, o) => revokeGrant(db, o, body.id, clock.now())),
});
