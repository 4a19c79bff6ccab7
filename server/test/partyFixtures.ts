import type { Kysely } from 'kysely';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';
import type { Database } from '../db/schema';
import { clock } from '../lib/clock';
import { insertUser } from './fixtures';
import { call, type TestApp } from './testApp';

// People for the party group's tests: a member of a named branch with a party status and app,
// logged in, with typed calls to the party group. Independent of the demo seed.

type PartyName = keyof typeof endpoints.party;

export interface PartyPerson {
  id: number;
  raw: (name: PartyName, body?: object) => ReturnType<typeof call>;
  ok: <T = never>(name: PartyName, body?: object) => Promise<T>;
  refused: (name: PartyName, body?: object) => Promise<string>;
}

let people = 0;
const branches = new Map<string, number>();

async function branchId(db: Kysely<Database>, name: string): Promise<number> {
  const known = branches.get(name);
  if (known) return known;
  const found = await db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirst();
  const id =
    found?.id ??
    (await db.insertInto('orgUnit').values({ parentId: null, name, kind: '党支部', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  branches.set(name, id);
  return id;
}

export async function partyPerson(
  t: TestApp,
  opts: { name?: string; branch?: string; appId?: number; partyStatus?: string } = {},
): Promise<PartyPerson> {
  people += 1;
  const account = `party${String(people).padStart(4, '0')}`;
  const id = await insertUser(t.db, {
    account,
    password: 'Party@2026',
    name: opts.name ?? `党员${people}`,
    appId: opts.appId ?? 6,
    orgId: await branchId(t.db, opts.branch ?? '机械工程学院本科生党支部'),
    partyStatus: opts.partyStatus ?? 'activist',
  });
  const token = await t.login(account, 'Party@2026');
  const raw = (name: PartyName, body: object = {}) => call(t.app, endpoints.party[name].path, body, token);
  return {
    id,
    raw,
    async ok<T>(name: PartyName, body: object = {}) {
      const res = await raw(name, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as T;
    },
    async refused(name: PartyName, body: object = {}) {
      const res = await raw(name, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}

let files = 0;
/** A file row as base/uploadFile leaves it; answers its URL. */
export async function uploadedFile(db: Kysely<Database>, ownerId: number, mime = 'image/png'): Promise<string> {
  files += 1;
  const storedName = `2026/11/party${files}.${mime === 'image/png' ? 'png' : 'pdf'}`;
  await db
    .insertInto('file')
    .values({ ownerId, storedName, originalName: `图片${files}`, mime, size: 1000, purpose: 'attachment', createdAt: clock.iso() })
    .execute();
  return `/uploads/${storedName}`;
}
