import { File as NodeFile } from 'node:buffer';
import { http } from 'msw';
import { server } from '@/test/server';
import { ok } from '@/test/envelope';
import { fakeQueryApi } from '@/test/fakeQueryApi';
import { apiBaseQuery, type ApiArgs } from './baseQuery';

const URL_PATH = '/goplatform/v1/system/echo';

/** Sends one call and returns what the server received. */
async function received(args: Omit<ApiArgs, 'url'>, auth = {}) {
  let seen: { contentType: string | null; headers: Headers; text?: string; form?: FormData } | null = null;
  server.use(
    http.post(`*${URL_PATH}`, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      seen = contentType?.startsWith('multipart/')
        ? { contentType, headers: request.headers, form: await request.formData() }
        : { contentType, headers: request.headers, text: await request.text() };
      return ok(null);
    }),
  );
  const { api } = fakeQueryApi(auth);
  const result = await apiBaseQuery({ url: URL_PATH, ...args }, api, {});
  expect(result.error).toBeUndefined();
  return seen!;
}

describe('baseQuery: the three encodings', () => {
  it('form client: the body as a query string, x-www-form-urlencoded', async () => {
    const seen = await received({ client: 'form', body: { code: 'gender', name: '党建 培训', skip: undefined, ids: [1, 2] } });
    expect(seen.contentType).toBe('application/x-www-form-urlencoded');
    expect(seen.text).toBe('code=gender&name=%E5%85%9A%E5%BB%BA+%E5%9F%B9%E8%AE%AD&ids=1&ids=2');
  });

  it('JSON client: a JSON body', async () => {
    const seen = await received({ client: 'json', body: { oldPassword: 'a', newPassword: 'b' } });
    expect(seen.contentType).toBe('application/json');
    expect(JSON.parse(seen.text!)).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });

  it('JSON client without a body sends {}', async () => {
    const seen = await received({ client: 'json' });
    expect(seen.text).toBe('{}');
  });

  it('multipart client: FormData with the file part', async () => {
    // jest-fixed-jsdom's FormData is Node's, jsdom's File is not a Blob to it; a browser has one realm.
    const file = new NodeFile(['<svg/>'], 'avatar.svg', { type: 'image/svg+xml' }) as unknown as File;
    const seen = await received({ client: 'multipart', body: { file, purpose: 'avatar' }, uploadId: 'u1' });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.form!.get('purpose')).toBe('avatar');
    const part = seen.form!.get('file') as File;
    expect(part.name).toBe('avatar.svg');
    expect(await part.text()).toBe('<svg/>');
  });
});

describe('baseQuery: headers', () => {
  it.each(['form', 'json', 'multipart'] as const)('%s client sends token and appId when present', async (client) => {
    const seen = await received({ client, body: {} }, { token: 'tk-123', userInfo: { appId: 6 } });
    expect(seen.headers.get('token')).toBe('tk-123');
    expect(seen.headers.get('appId')).toBe('6');
  });

  it('sends neither when logged out', async () => {
    const seen = await received({ client: 'json' }, { token: null, userInfo: null });
    expect(seen.headers.has('token')).toBe(false);
    expect(seen.headers.has('appId')).toBe(false);
  });
});
