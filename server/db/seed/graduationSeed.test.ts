import { createTestApp, type TestApp } from '../../test/testApp';

// user/graduation on the demo data: 张晓明 (积极分子, this term's class under way) has lines still
// missing; 李思雨 (发展对象) finished last year's 积极分子 class, which is not her current stage's
// topic, so only this term's 发展对象 class is judged; a cadre with no stage has no requirements.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

interface Line {
  key: string;
  label: string;
  done: number;
  required: number;
  met: boolean;
  missing: string;
}
interface Status {
  stage: { name: string; phaseName: string } | null;
  requirements: Line[];
  canGraduate: boolean;
  verdict: string;
  note: string;
}

async function graduation(account: string, password = 'Dangjian@2026'): Promise<Status> {
  const token = await t.login(account, password);
  const res = await t.app.inject({ method: 'POST', url: '/trainingApi/v1/user/graduation', headers: { token }, payload: {} });
  const json = res.json() as { code: number; data: Status; msg: string };
  expect({ code: json.code, msg: json.msg }).toMatchObject({ code: 99999 });
  return json.data;
}

describe('graduation demo data', () => {
  it('张晓明: this term’s 积极分子 class, lessons, exam and write-up still missing, 尚未达到结业要求', async () => {
    const s = await graduation('2023010101');
    expect(s.stage).toMatchObject({ phaseName: '入党积极分子培训' });
    // the topic's lines are its own checklist (lessons, materials, exam, write-up), each named for it
    expect(s.requirements.map((r) => r.key)).toEqual(['lessons', 'topic', 'topic', 'exam', 'homework']);
    for (const r of s.requirements.slice(1)) expect(r.label).toMatch(/^专题培训《\d{4}年(春季|秋季)入党积极分子培训班》：/);
    expect(s.requirements.find((r) => r.key === 'homework')).toMatchObject({
      met: false,
      missing: expect.stringMatching(/^专题培训《[^》]+》心得体会还是草稿，尚未提交$/),
    });
    for (const r of s.requirements.filter((x) => !x.met)) expect(r.missing).not.toBe('');
    expect(s).toMatchObject({ canGraduate: false, verdict: '尚未达到结业要求' });
  });

  it('李思雨: last year’s completed 积极分子 class is not her stage’s topic; this term’s 发展对象 class is judged', async () => {
    const s = await graduation('2023010102');
    expect(s.stage).toMatchObject({ phaseName: '发展对象培训' });
    const topics = s.requirements.filter((r) => r.key === 'topic');
    expect(topics.length).toBeGreaterThan(0);
    for (const r of topics) expect(r.label).toContain('发展对象培训班');
    expect(s.requirements.some((r) => r.label.includes('入党积极分子'))).toBe(false);
    expect(s.verdict).toBe('尚未达到结业要求');
  });

  it('a cadre in no stage has no requirements and a sentence saying so', async () => {
    expect(await graduation('gb001', 'Ganbu@2026')).toMatchObject({
      stage: null,
      requirements: [],
      canGraduate: false,
      verdict: '暂未分配培训期次',
    });
  });
});
