import { http, HttpResponse } from 'msw';
import { endpoints, type EndpointInfo, type EndpointName, type Endpoints, type GroupName } from '@contract/endpoints';
import type { Req, Res } from '@contract/index';
import { fail, ok } from './envelope';

// MSW handlers named by the contract: `mockEndpoint('cms', 'noticeList', page)` answers at the
// path contract/endpoints.ts gives that endpoint, and the compiler holds `page` to its Res type,
// so a mock cannot drift from the contract in its path or its data.

const REPLY = Symbol('reply');
/** An answer other than success data: an envelope with an error code, or no answer at all. */
export interface Reply {
  readonly [REPLY]: () => Response;
}
const reply = (respond: () => Response): Reply => ({ [REPLY]: respond });

/** The envelope `{ code, msg, data: null }`, e.g. failure(10002, '原密码不正确') or failure(10003). */
export const failure = (code: number, msg = ''): Reply => reply(() => fail(code, msg));
/** A 10002 refusal carrying data (the endpoint's `refusal` in the contract), e.g. { reason: 'decided', … }. */
export const refusal = (msg: string, data: unknown): Reply => reply(() => HttpResponse.json({ code: 10002, msg, data }));
/** The network fails (fetch rejects): what the app calls 后端接口连接异常. */
export const networkError = (): Reply => reply(() => HttpResponse.error());

const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && REPLY in value;

/** The body as it arrives: JSON keeps its types; form and multipart fields arrive as text (or a file). */
export type SentBody<G extends GroupName, N extends EndpointName<G>> = Endpoints[G][N] extends { client: 'json' }
  ? Req<G, N>
  : { [K in keyof Req<G, N>]?: string | File };

type Answer<G extends GroupName, N extends EndpointName<G>> = Res<G, N> | Reply;
export type Resolver<G extends GroupName, N extends EndpointName<G>> = (
  body: SentBody<G, N>,
  request: Request,
) => Answer<G, N> | Promise<Answer<G, N>>;

async function readBody(endpoint: EndpointInfo, request: Request): Promise<unknown> {
  const copy = request.clone();
  switch (endpoint.client) {
    case 'json':
      return copy.json();
    case 'form':
      return Object.fromEntries(new URLSearchParams(await copy.text()));
    case 'multipart':
      return Object.fromEntries(await copy.formData());
  }
}

/**
 * A handler for `group/name`: `answer` is the success data, or a function of the sent body
 * returning the data or a Reply (failure, networkError), e.g. to count calls or hold an answer.
 */
export function mockEndpoint<G extends GroupName, N extends EndpointName<G>>(group: G, name: N, answer: Res<G, N> | Resolver<G, N>) {
  const endpoint: EndpointInfo = (endpoints[group] as Record<string, EndpointInfo>)[name];
  return http.post(`*${endpoint.path}`, async ({ request }) => {
    const result =
      typeof answer === 'function'
        ? await (answer as Resolver<G, N>)((await readBody(endpoint, request)) as SentBody<G, N>, request)
        : answer;
    return isReply(result) ? result[REPLY]() : ok(result);
  });
}
