import type { Application, Step, SubmitRecord } from '../../../contract/develop';
import type { PageOf } from '../../../contract/common';
import { endpoints } from '../../../contract/endpoints';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { insertDevelopDemo } from './develop';

// The demo development records as the demo learners see them: 张晓明 an activist with past
// reports approved and one returned and this quarter's due; 孙雨桐 with this quarter's as a draft;
// 李思雨's 自传 awaiting review; 王浩然's 转正申请书 not possible before his probation ends.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function road(account: string) {
  const token = await t.login(account, 'Dangjian@2026');
  const apps = (await call(t.app, endpoints.develop.appList.path, {}, token)).data as Application[];
  const steps = (await call(t.app, endpoints.develop.appTaskList.path, { applicationId: apps[0].id }, token)).data as Step[];
  const records = (await call(t.app, endpoints.develop.mySubmitList.path, { pageNum: 1, pageSize: 50 }, token))
    .data as PageOf<SubmitRecord>;
  return { app: apps[0], steps, records, reports: steps.filter((s) => s.docCode === 'report') };
}

describe('develop demo data', () => {
  it('张晓明: 积极分子, application approved, past reports approved or returned, this quarter’s not begun', async () => {
    const r = await road('2023010101');
    expect(r.app).toMatchObject({ stage: 'activist', branchName: '计算机学院本科生第一党支部' });
    expect(r.steps[0]).toMatchObject({ docCode: 'application', state: 'approved' });
    expect(r.reports.map((s) => s.state).slice(-2)).toEqual(['returned', 'todo']);
    expect(r.reports.slice(0, -2).every((s) => s.state === 'approved')).toBe(true);
    expect(r.records.list.find((x) => x.verdict === 'returned')?.comment).toContain('重新提交');
  });

  it('孙雨桐 has this quarter’s report as a draft; 李思雨’s 自传 awaits review; 王浩然 cannot apply for 转正 yet', async () => {
    expect((await road('2023010103')).reports.pop()?.state).toBe('draft');
    const li = await road('2023010102');
    expect(li.app.stage).toBe('candidate');
    expect(li.steps.find((s) => s.docCode === 'autobiography')?.state).toBe('submitted');
    expect(li.records.list[0]).toMatchObject({ docName: '个人自传', verdict: 'pending', reviewer: '' });
    const wang = await road('2022020201');
    expect(wang.steps.find((s) => s.docCode === 'volunteer')?.state).toBe('approved');
    const reg = wang.steps.find((s) => s.docCode === 'regularization');
    expect(reg).toMatchObject({ state: 'todo', availableFrom: '2027-05-20' });
  });

  it('the approved documents keep within their length limits', async () => {
    const subs = await t.db
      .selectFrom('developSubmission as s')
      .innerJoin('developStep as st', 'st.id', 's.stepId')
      .select(['st.docCode', 's.charCount', 's.verdict'])
      .where('s.verdict', '!=', 'returned')
      .execute();
    const limits: Record<string, [number, number]> = {
      application: [1000, 5000],
      report: [800, 3000],
      autobiography: [2000, 8000],
      volunteer: [300, 3000],
    };
    for (const s of subs) {
      expect([s.docCode, s.charCount >= limits[s.docCode][0] && s.charCount <= limits[s.docCode][1]]).toEqual([s.docCode, true]);
    }
  });

  it('every 思想汇报 is handed in after its writer became an activist, and reviewed after it was handed in', async () => {
    // 2026-11-27: 张晓明 became one on 2026-03-27, in the last 8 days of that quarter
    for (const now of ['2026-11-27T09:25:00.000Z', '2026-11-30T02:00:00.000Z', '2027-02-08T15:00:00.000Z']) {
      const rows = await reseeded(now, (db) =>
        db
          .selectFrom('developSubmission as s')
          .innerJoin('developStep as st', 'st.id', 's.stepId')
          .innerJoin('developApplication as a', 'a.id', 'st.applicationId')
          .innerJoin('user as u', 'u.id', 's.userId')
          .select(['u.account', 'a.activistOn', 'st.docCode', 's.submittedAt', 's.reviewedAt'])
          .execute(),
      );
      const reports = rows.filter((r) => r.docCode === 'report');
      expect(reports.filter((r) => r.account === '2023010101').length).toBeGreaterThan(2);
      for (const r of rows) {
        const handedIn = new Date(Date.parse(r.submittedAt) + 8 * 3600_000).toISOString().slice(0, 10);
        if (r.docCode === 'report') expect([now, r.account, handedIn > (r.activistOn ?? '')]).toEqual([now, r.account, true]);
        expect(r.submittedAt < now).toBe(true);
        if (r.reviewedAt !== null)
          expect([now, r.account, r.docCode, r.reviewedAt > r.submittedAt && r.reviewedAt <= now]).toEqual([
            now,
            r.account,
            r.docCode,
            true,
          ]);
      }
    }
  });
});

describe('the 个人自传 handed in', () => {
  it.each([
    ['2023010102', '李思雨'],
    ['2022020201', '王浩然'],
  ])('of %s is %s’s own and tells the dates of the road: applied, activist, 发展对象', async (account, name) => {
    const r = await road(account);
    const token = await t.login(account, 'Dangjian@2026');
    const stepId = r.steps.find((s) => s.docCode === 'autobiography')!.id;
    const { step } = (await call(t.app, endpoints.develop.docDetail.path, { stepId }, token)).data as { step: { content: string } };
    const began = (stage: string) => r.app.stages.find((x) => x.stage === stage)!.startedOn!;
    const cn = (date: string) => date.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');
    const opening = step.content.split('\n\n')[1];
    expect(opening).toMatch(new RegExp(`^我叫${name}，`));
    expect(step.content).not.toContain(name === '李思雨' ? '王浩然' : '李思雨');
    expect(opening).toContain(
      `${cn(began('applicant'))}向党组织递交入党申请书，${cn(began('activist'))}被确定为入党积极分子，${cn(began('candidate'))}被列为发展对象。`,
    );
    expect(step.content).toContain(`${cn(began('applicant'))}，我郑重地向党组织递交了入党申请书`);
    // no other date of applying or becoming an activist
    expect(
      step.content.match(/\d{4}年(\d+月)?(\d+日)?(，我郑重地)?向党组织递交|\d{4}年(\d+月)?(\d+日)?被确定为入党积极分子/g),
    ).toHaveLength(3);
  });
});

class Rollback extends Error {}

/** The demo records as written at `now`, read by `read`; the seeded database is left as it was. */
async function reseeded<T>(now: string, read: (db: typeof t.db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await t.db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('developSubmission').execute();
      await trx.deleteFrom('developStep').execute();
      await trx.deleteFrom('developApplication').execute();
      await insertDevelopDemo(trx, now);
      out = await read(trx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return out as T;
}
