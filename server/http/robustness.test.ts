import type { TObject, TSchema } from '@sinclair/typebox';
import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';
import { schemas } from '../../contract/index';
import { insertPeople, insertStructure } from '../test/fixtures';
import { multipart } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/testApp';

// Every endpoint of the contract, fed what a broken client or a curious learner might send:
// the answer is always an envelope (HTTP 200, or 404 for unknown paths), never a 5xx, and the
// caller's data is left as it was.

// No field of any schema accepts these (form strings are coerced, so `true` may become 1 or
// "true"; those are only required to be answered, see `odd`).
// A NUL byte is refused by every field: PostgreSQL text cannot hold one.
const refused: unknown[] = [{ nested: [1, { deep: true }] }, 'x'.repeat(5000), [[1], [2]], 'a\u0000b'];
const odd: unknown[] = [-1, 0, 1e308, "' OR 1=1 --", '', [], true, null, 'Infinity', '-Infinity', 'NaN', ' 1 ', '0x10', '1e400'];

/** A body whose every declared field carries the same hostile value. */
function everyField(schema: TSchema, value: unknown): Record<string, unknown> {
  const props = (schema as TObject).properties ?? {};
  return Object.fromEntries(Object.keys(props).map((k) => [k, value]));
}

const all = Object.entries(endpoints).flatMap(([group, names]) =>
  Object.entries(names).map(([name, info]) => ({
    id: `${group}/${name}`,
    path: info.path,
    schema: (schemas as unknown as Record<string, Record<string, { body: TSchema }>>)[group][name].body,
  })),
);

let t: TestApp;
let token: string;
let account: string;
beforeAll(async () => {
  t = await createTestApp();
  const { learner } = await insertPeople(t.db, await insertStructure(t.db));
  account = learner.account;
  token = await t.login(learner.account, learner.password);
}, 60_000);
afterAll(() => t.close());

async function send(path: string, payload: string | Buffer, contentType: string) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { token, 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
}

function expectEnvelope(r: { status: number; body: { code: number; msg: string } }) {
  expect(r.status).toBeLessThan(500);
  expect([CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED]).toContain(r.body.code);
  expect(typeof r.body.msg).toBe('string');
}

const userRow = () => t.db.selectFrom('user').selectAll().where('account', '=', account).executeTakeFirstOrThrow();

// logout ends the session the other cases use (a junk form body is still a logout): it runs last.
const beforeLogout = all.filter((e) => e.id !== 'user/logout');
const withFields = beforeLogout.filter((e) => Object.keys(everyField(e.schema, 1)).length > 0);

test.each(withFields)(
  '$id: hostile values in every field are answered, refused ones with 10002, and change nothing',
  async ({ path, schema }) => {
    const before = await userRow();
    for (const value of refused) {
      const r = await send(path, JSON.stringify(everyField(schema, value)), 'application/json');
      expectEnvelope(r);
      expect(r.body.code).toBe(CODE_OPERATION_ERROR);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const value of odd) expectEnvelope(await send(path, JSON.stringify(everyField(schema, value)), 'application/json'));
    expect(await userRow()).toEqual(before);
  },
);

/** Whether a field (or a branch of its union) takes a number, so coercion may make Infinity of a string. */
const numeric = (field: TSchema): boolean =>
  ['integer', 'number'].includes(field.type as string) || ((field.anyOf ?? []) as TSchema[]).some(numeric);
const withNumbers = withFields.filter((e) => Object.values((e.schema as TObject).properties).some(numeric));

/** The same flat body as JSON, form-encoded and multipart (form and multipart carry strings only). */
function encodings(body: Record<string, string>): [string | Buffer, string][] {
  const mp = multipart(body);
  return [
    [JSON.stringify(body), 'application/json'],
    [new URLSearchParams(body).toString(), 'application/x-www-form-urlencoded'],
    [mp.payload, mp.headers['content-type']],
  ];
}

test('the hostile numbers reach endpoints of every kind', () => {
  expect(withNumbers.map((e) => e.id)).toEqual(
    expect.arrayContaining(['cms/noticeList', 'cms/notices', 'cms/newListTop', 'cms/newList', 'user/stageList']),
  );
});

test.each(withNumbers)('$id: a non-finite number is refused with 10002 in every encoding', async ({ path, schema }) => {
  for (const value of ['Infinity', '-Infinity', '1e400']) {
    for (const [payload, type] of encodings(everyField(schema, value) as Record<string, string>)) {
      const r = await send(path, payload, type);
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(CODE_OPERATION_ERROR);
    }
  }
});

test.each(withFields)('$id: a NUL byte in a string is refused with 10002 in every encoding', async ({ path, schema }) => {
  for (const [payload, type] of encodings(everyField(schema, 'a\u0000b') as Record<string, string>)) {
    const r = await send(path, payload, type);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(CODE_OPERATION_ERROR);
  }
});

test.each([
  ['cms/noticeList', { pageSize: 'Infinity' }, '每页条数必须是有限的数字'],
  ['cms/notices', { size: '-Infinity' }, '条数必须是有限的数字'],
  ['user/stageList', { phaseId: 'Infinity' }, '培训阶段必须是有限的数字'],
  ['cms/noticeList', { keyword: 'a\u0000b' }, '关键词不能包含空字符'],
])('%s %j: the message names the field', async (id, body, msg) => {
  const [group, name] = id.split('/');
  const path = (endpoints as unknown as Record<string, Record<string, { path: string }>>)[group][name].path;
  expect((await send(path, JSON.stringify(body), 'application/json')).body).toEqual({ code: CODE_OPERATION_ERROR, msg, data: null });
});

test.each([...beforeLogout, ...all.filter((e) => e.id === 'user/logout')])(
  '$id: malformed bodies are answered with an envelope',
  async ({ path }) => {
    const cases: [string | Buffer, string][] = [
      ['{"unclosed": ', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      ['%zz=%&&=', 'application/x-www-form-urlencoded'],
      ['--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\n', 'multipart/form-data; boundary=other'],
      ['hello', 'text/plain'],
      [Buffer.from([0xff, 0xfe, 0x00, 0x01]), 'application/octet-stream'],
    ];
    for (const [payload, type] of cases) expectEnvelope(await send(path, payload, type));
  },
);
