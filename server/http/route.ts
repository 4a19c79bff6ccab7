import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointInfo } from '../../contract/endpoints';
import { ok } from './envelope';

export interface AuthUser {
  id: number;
  account: string;
  appId: number;
}

export interface Handler<B extends TSchema, D extends TSchema> {
  (body: Static<B>, req: FastifyRequest): Promise<Static<D>> | Static<D>;
}

/**
 * Registers one endpoint of the contract: POST at its path, the body validated by its schema
 * (a failure becomes a 10002 naming the field), the token checked when the endpoint needs one
 * (request.user is then set), and the handler's return value wrapped in the success envelope.
 */
export function route<B extends TSchema, D extends TSchema>(
  app: FastifyInstance,
  endpoint: EndpointInfo,
  schema: { body: B; data: D },
  handler: Handler<B, D>,
): void {
  app.post(endpoint.path, {
    schema: { body: schema.body },
    config: { auth: endpoint.auth },
    handler: async (req) => ok(await handler(req.body as Static<B>, req)),
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no token needed; true (default for contract routes): request.user must be set */
    auth?: boolean;
  }
  interface FastifyRequest {
    /** the caller, when a valid token came with the request */
    user: AuthUser | null;
  }
}
