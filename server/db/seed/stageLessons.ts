import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { phases } from './orgs';

// Each training phase's course plan (the same for its three stages): required lessons, the
// electives it offers and how many a learner may pick; and some demo learners' picks, below
// the cap so a learner can still pick (2021030301 is left with two to go, for the e2e test).
// Lessons are named by title; required ones are the catalogue's 必修, electives its 选修.

interface PhasePlan {
  required: string[];
  electives: string[];
  cap: number;
}

export const phasePlans: Record<string, PhasePlan> = {
  act: {
    required: [
      '马克思主义基本原理概论',
      '中国共产党的百年奋斗历程',
      '中国共产党章程逐条解读',
      '发展党员工作细则',
      '廉洁自律准则学习',
      '党的二十届四中全会精神解读',
    ],
    electives: [
      '中国式现代化的理论与实践',
      '共产党宣言导读',
      '延安时期的党的建设',
      '新中国史中的青年力量',
      '清廉校园建设',
      '当前国际形势与我国外交政策',
      '青年理论宣讲技巧',
    ],
    cap: 3,
  },
  cand: {
    required: [
      '毛泽东思想的形成与发展',
      '中国共产党的百年奋斗历程',
      '红船精神与建党伟业',
      '中国共产党章程逐条解读',
      '廉洁自律准则学习',
      '2026 年全国两会精神学习',
    ],
    electives: [
      '中国式现代化的理论与实践',
      '改革开放史专题',
      '党内政治生活若干准则',
      '中华优秀传统文化中的廉洁思想',
      '乡村振兴战略专题',
      '公文写作与新闻宣传',
    ],
    cap: 2,
  },
  prob: {
    required: [
      '毛泽东思想的形成与发展',
      '中国特色社会主义理论体系',
      '新时代中国特色社会主义思想概论',
      '长征精神永放光芒',
      '中国共产党章程逐条解读',
      '中国共产党纪律处分条例解读',
      '警示教育案例分析',
      '党的二十届四中全会精神解读',
      '总体国家安全观',
      '学生党员的先锋模范作用',
    ],
    electives: [
      '共产党宣言导读',
      '延安时期的党的建设',
      '改革开放史专题',
      '党支部工作条例学习',
      '党内政治生活若干准则',
      '清廉校园建设',
      '当前国际形势与我国外交政策',
      '公文写作与新闻宣传',
      '网络素养与舆论引导',
    ],
    cap: 3,
  },
};

/** Electives the demo learners picked (each offered to their stage). */
export const demoPicks: Record<string, string[]> = {
  '2023010101': ['共产党宣言导读', '新中国史中的青年力量'],
  '2023010102': ['改革开放史专题'],
  '2022020201': ['延安时期的党的建设', '公文写作与新闻宣传'],
  '2021030301': ['党支部工作条例学习'],
};

export async function insertStagePlans(trx: Kysely<Database>, stageIds: Map<string, number>, now: string): Promise<void> {
  const lessons = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  const lessonId = (title: string) => {
    const found = lessons.find((l) => l.title === title);
    if (!found) throw new Error(`stage plan names an unknown lesson: ${title}`);
    return found.id;
  };
  const rows = [];
  const caps = [];
  for (const phase of phases) {
    const plan = phasePlans[phase.key];
    for (const s of phase.stages) {
      const stageId = stageIds.get(s.key)!;
      rows.push(...plan.required.map((t, i) => ({ stageId, lessonId: lessonId(t), kind: 'required' as const, sort: i + 1 })));
      rows.push(...plan.electives.map((t, i) => ({ stageId, lessonId: lessonId(t), kind: 'elective' as const, sort: i + 1 })));
      caps.push({ stageId, maxCount: plan.cap });
    }
  }
  await trx.insertInto('stageLesson').values(rows).execute();
  await trx.insertInto('stageElectiveCap').values(caps).execute();
  const users = await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', Object.keys(demoPicks)).execute();
  await trx
    .insertInto('lessonSelection')
    .values(
      Object.entries(demoPicks).flatMap(([account, titles]) => {
        const userId = users.find((u) => u.account === account)!.id;
        return titles.map((t) => ({ userId, lessonId: lessonId(t), selectedAt: now }));
      }),
    )
    .execute();
}
