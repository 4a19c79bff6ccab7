import type { Res } from '../../contract';
import { CODE_OK, CODE_OPERATION_ERROR, type Envelope } from '../../contract/codes';
import { endpoints, type EndpointName, type GroupName } from '../../contract/endpoints';
import { call, type TestApp } from './testApp';

// Tests only: calls of any group as one signed-in account, checked for the envelope's code.

export interface Caller {
  id: number;
  token: string;
  /** answers data after asserting code 99999 */
  ok<G extends GroupName, N extends EndpointName<G>>(group: G, name: N, body?: object): Promise<Res<G, N>>;
  /** answers msg after asserting HTTP 200, code 10002 and data null */
  refused(group: GroupName, name: string, body?: object): Promise<string>;
  raw(group: GroupName, name: string, body?: object): Promise<Envelope<unknown> & { status: number }>;
}

export const pathOf = (group: GroupName, name: string) => (endpoints[group] as Record<string, { path: string }>)[name].path;

export function callerFor(t: TestApp, id: number, token: string): Caller {
  const raw = (group: GroupName, name: string, body: object = {}) => call(t.app, pathOf(group, name), body, token);
  return {
    id,
    token,
    raw,
    async ok(group, name, body = {}) {
      const res = await raw(group, name as string, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as never;
    },
    async refused(group, name, body = {}) {
      const res = await raw(group, name, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}

/** An existing account (e.g. a demo account), signed in. */
export async function signIn(t: TestApp, account: string, password: string): Promise<Caller> {
  const token = await t.login(account, password);
  const { id } = await t.db.selectFrom('user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return callerFor(t, id, token);
}
