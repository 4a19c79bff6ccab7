import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, schemas } from '../../../contract';
import { tokenExpired } from '../../http/envelope';
import { route } from '../../http/route';
import { editUser, userDetail } from './service';

/** The caller's id; the auth hook already refused anonymous calls, this keeps the type honest. */
function callerId(req: FastifyRequest): number {
  if (!req.user) throw tokenExpired();
  return req.user.id;
}

/** center: the personal space's account page (this slice: userDetail and editUser). */
export async function centerRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.center.userDetail, schemas.center.userDetail, (_body, req) => userDetail(req.server.db, callerId(req)));
  route(app, endpoints.center.editUser, schemas.center.editUser, (body, req) => editUser(req.server.db, callerId(req), body));
}
