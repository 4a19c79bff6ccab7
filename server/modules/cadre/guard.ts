import type { GroupName } from '../../../contract/endpoints';
import { fail } from '../../lib/errors';
import type { GroupHandlers } from '../../http/groupRoutes';
import { isCadreApp } from '../lesson/audience';

export const CADRE_ONLY_MESSAGE = '该功能仅对干部开放';

/**
 * A group's handlers that answer cadres (appId 5) only; anyone else gets 10002 with the reason,
 * before the handler reads anything.
 */
export function forCadres<G extends GroupName>(handlers: GroupHandlers<G>): GroupHandlers<G> {
  const guarded: Record<string, (body: unknown, ctx: { user: { appId: number } | null }) => unknown> = {};
  for (const [name, handler] of Object.entries(handlers as Record<string, (body: unknown, ctx: unknown) => unknown>)) {
    guarded[name] = (body, ctx) => {
      if (!ctx.user || !isCadreApp(ctx.user.appId)) throw fail(CADRE_ONLY_MESSAGE);
      return handler(body, ctx);
    };
  }
  return guarded as unknown as GroupHandlers<G>;
}
