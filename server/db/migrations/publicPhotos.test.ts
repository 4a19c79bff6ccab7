// 0030: images shown as an avatar, in a board post or in a practice record, uploaded as
// attachments before the 'photo' purpose existed, become photos (public); other attachments stay
// personal.
import { Migrator, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterEach(() => close(), 120_000);

const AT = '2026-10-01T00:00:00.000Z';
const name = (n: number, ext = 'jpg') => `2026/10/${String(n).padStart(32, '0')}.${ext}`;

it('makes the images in use public and leaves the rest personal', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0024_retired_footer')).error).toBeUndefined();
  const userId = (await db.insertInto('user').values({
    account: 'a1', passwordHash: 'x', name: '学员', gender: 1, appId: 6, avatarUrl: `/uploads/${name(1)}`, phone: '', email: '', studentNo: 'a1', nation: '01', education: '',
    partyStatus: '', birthday: null, joinPartyDate: null, college: '', major: '', className: '', identityId: null, orgId: null, stageId: null,
    defaultPassword: 0, status: 1, createdAt: AT, updatedAt: AT, passwordChangedAt: null, lastLoginAt: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const file = (n: number, mime = 'image/jpeg', purpose = 'attachment', ext = 'jpg') =>
    ({ ownerId: userId, storedName: name(n, ext), originalName: `${n}`, mime, size: 10, purpose, createdAt: AT });
  await db.insertInto('file').values([
    file(1), file(2), file(3), file(4), file(5, 'application/pdf', 'attachment', 'pdf'), file(6, 'image/png', 'avatar'),
  ]).execute();
  await db.insertInto('partySns').values({ userId, talkId: null, title: '支部活动', content: '照片', images: JSON.stringify([`/uploads/${name(2)}`]), createdAt: AT, deletedAt: null }).execute();
  await db.insertInto('practiceRecord').values({
    userId, topicId: 1, title: '社区服务', practiceDate: '2026-09-20', place: '社区', content: '服务', images: JSON.stringify([`/uploads/${name(3)}`]), state: 'submitted', savedAt: AT, submittedAt: AT,
  }).execute();
  expect((await migrator.migrateTo('0030_public_photos')).error).toBeUndefined();
  const rows = await db.selectFrom('file').select(['storedName', 'purpose']).orderBy('storedName').execute();
  expect(rows.map((r) => r.purpose)).toEqual(['photo', 'photo', 'photo', 'attachment', 'attachment', 'avatar']);
});
