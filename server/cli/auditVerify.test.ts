import { cliSandbox } from '../test/cliSandbox';
import { appendAudit } from '../modules/audit/chain';

// npm run audit:verify as IT staff run it: a whole chain passes (exit 0); an edited entry and a
// removed one are each named with their number (exit 1).

const box = cliSandbox('auditVerify.ts');

const entry = (n: number) => ({
  actor: { id: 1, account: 'zb001', name: '周建国' },
  role: '党支部 · 计算机学院本科生第一党支部',
  action: '审核通过',
  target: `事项 ${n}`,
  before: { state: 'pending' },
  after: { state: 'approved' },
  at: `2026-12-0${n}T02:00:00.000Z`,
});

it('reports an empty log and a whole chain as whole', async () => {
  const empty = await box.cli();
  expect(empty).toMatchObject({ code: 0, out: expect.stringContaining('审计日志共 0 条') });
  const db = box.db();
  try {
    for (const n of [1, 2, 3]) await appendAudit(db, entry(n));
  } finally {
    await db.destroy();
  }
  const whole = await box.cli();
  expect(whole.code).toBe(0);
  expect(whole.out).toContain('审计日志共 3 条，最后一条记于 2026-12-03 10:00');
  expect(whole.out).toContain('哈希链完整');
});

it('names an edited entry and the entry after a removed one', async () => {
  await box.cli(); // the command makes and migrates the database it opens
  const db = box.db();
  try {
    for (const n of [1, 2, 3, 4]) await appendAudit(db, entry(n));
    const ids = (await db.selectFrom('auditLog').select('id').orderBy('id').execute()).map((r) => r.id);
    await db.updateTable('auditLog').set({ after: '{"state":"returned"}' }).where('id', '=', ids[0]).execute();
    await db.deleteFrom('auditLog').where('id', '=', ids[2]).execute();
    const res = await box.cli();
    expect(res.code).toBe(1);
    expect(res.out).toContain('发现 2 处问题');
    expect(res.out).toContain(`第 ${ids[0]} 条（2026-12-01 10:00）：本条记录的内容被改动`);
    expect(res.out).toContain(`第 ${ids[3]} 条（2026-12-04 10:00）：前一条记录被删除或改动`);
  } finally {
    await db.destroy();
  }
});
