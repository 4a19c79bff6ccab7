// `npm run export` as IT staff run it: on the database the server uses (a fresh DATA_DIR or a
// fresh PostgreSQL database), the file where the command was typed, never over an existing one.
import fs from 'node:fs';
import path from 'node:path';
import { cliSandbox } from '../test/cliSandbox';
import { parseCsvTable } from '../lib/lists/csvTable';

const box = cliSandbox('export.ts');
const { cli } = box;

/** a stage (over, whatever today is: a running one says 进行中) with two learners of one branch, written as the import would leave them */
async function school(): Promise<void> {
  const db = box.db();
  try {
    const phaseId = (await db.insertInto('phase').values({ name: '入党积极分子培训', sort: 1 }).returning('id').executeTakeFirstOrThrow())
      .id;
    const stageId = (
      await db
        .insertInto('stage')
        .values({ phaseId, name: '2026年秋季学期', startDate: '2025-09-01', endDate: '2026-01-15', sort: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const org = async (name: string, kind: string, parentId: number | null) =>
      (await db.insertInto('orgUnit').values({ name, kind, parentId, sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const college = await org('计算机学院党委', 'committee', await org('中共华东理工科技大学委员会', 'committee', null));
    const branch = await org('本科生第一党支部', 'branch', college);
    const now = new Date().toISOString();
    for (const [account, name] of [
      ['2026010102', '何子墨'],
      ['2026010101', '=HYPERLINK("http://x","林若溪")'],
    ]) {
      await db
        .insertInto('user')
        .values({
          account,
          name,
          passwordHash: 'x',
          appId: 6,
          orgId: branch,
          stageId,
          createdAt: now,
          updatedAt: now,
          avatarUrl: '',
          phone: '',
          email: '',
          studentNo: account,
          nation: '',
          education: '',
          partyStatus: '',
          college: '',
          major: '',
          className: '',
          defaultPassword: 0,
          status: 1,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

it('writes 结业与成绩 where the command was typed, and never over a file already there', async () => {
  const list = await cli();
  expect(list.code).toBe(0);
  expect(list.out).toContain('report');
  expect(list.out).toContain('结业与成绩');

  // an empty installation: the header alone (the first run also brings the database to the schema)
  const empty = await cli('report');
  expect(empty).toMatchObject({ code: 0 });
  expect(empty.out).toContain('已导出：结业与成绩 0 行');
  const first = fs.readdirSync(box.dir).filter((f) => f.endsWith('.csv'));
  expect(first).toEqual([expect.stringMatching(/^结业与成绩_\d{4}-\d{2}-\d{2}_\d{4}\.csv$/)]);
  expect(fs.readFileSync(path.join(box.dir, first[0]), 'utf8')).toMatch(/^\ufeff培训,阶段,账号,姓名,/);

  await school();
  const done = await cli('report', '--stage', '入党积极分子培训/2026年秋季学期', '--out', '秋季结业.csv');
  expect(done).toMatchObject({ code: 0 });
  expect(done.out).toContain(`已导出：结业与成绩 2 行 → ${path.join(box.dir, '秋季结业.csv')}`);
  expect(done.out).toContain('2 名学员，合格 0 名，不合格 2 名');
  const text = fs.readFileSync(path.join(box.dir, '秋季结业.csv'), 'utf8');
  const rows = parseCsvTable(text).rows.map((r) => r.cells);
  expect(rows.map((r) => [r.账号, r.姓名, r.学院, r.党支部, r['本期学时（小时）'], r.结论])).toEqual([
    // a name typed as a formula stays text in Excel
    ['2026010101', '\'=HYPERLINK("http://x","林若溪")', '计算机学院党委', '本科生第一党支部', '0.00', '不合格'],
    ['2026010102', '何子墨', '计算机学院党委', '本科生第一党支部', '0.00', '不合格'],
  ]);

  const again = await cli('report', '--out', '秋季结业.csv');
  expect(again.code).toBe(2);
  expect(again.err).toContain('已经存在，没有覆盖它');
  expect(fs.readFileSync(path.join(box.dir, '秋季结业.csv'), 'utf8')).toBe(text);

  const unknown = await cli('report', '--stage', '2027年春季学期');
  expect(unknown.code).toBe(2);
  expect(unknown.err).toContain('未导出：没有培训阶段“2027年春季学期”；已有的：入党积极分子培训/2026年秋季学期');
  expect((await cli('grades')).err).toContain('不认识的类型“grades”');
}, 60_000);

it('two exports under the default name in one minute both get written: the second as "… (2).csv"', async () => {
  // the two report commands of docs/operations/import-export.md typed one after the other: the
  // default name is to the minute (Beijing time), so the files a person already has there are laid
  // for this minute and the next
  const stamp = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', '_').replace(':', '');
  const taken = [Date.now(), Date.now() + 60_000].map((ms) => `结业与成绩_${stamp(ms)}.csv`);
  for (const name of taken) fs.writeFileSync(path.join(box.dir, name), '有人批注过的表');

  const second = await cli('report');
  expect(second).toMatchObject({ code: 0 });
  const third = await cli('report');
  expect(third).toMatchObject({ code: 0 });
  const written = fs
    .readdirSync(box.dir)
    .filter((f) => f.endsWith('.csv') && !taken.includes(f))
    .sort();
  expect(written).toHaveLength(2);
  for (const f of written) {
    expect(taken.map((t) => t.replace('.csv', ''))).toContain(f.replace(/ \([23]\)\.csv$/, ''));
    expect(fs.readFileSync(path.join(box.dir, f), 'utf8')).toMatch(/^\ufeff培训,阶段,账号,姓名,/);
  }
  expect(second.out).toContain(`→ ${path.join(box.dir, written[0])}`);
  for (const name of taken) expect(fs.readFileSync(path.join(box.dir, name), 'utf8')).toBe('有人批注过的表');
}, 60_000);
