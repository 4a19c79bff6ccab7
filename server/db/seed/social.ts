import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { lessonSeeds } from './lessons-data';

// Demo notes, discussions and likes by the demo learners, spread over the last weeks. Lessons are
// named by their index in lessonSeeds, videos by their chapter index; times are seconds into the
// chapter (inside the shortest clip, 60 s) and how many days and hours ago it was written.

type When = [days: number, hours: number];

export const demoNotes: { account: string; lesson: number; chapter: number; at: number; text: string; when: When }[] = [
  { account: '2022020201', lesson: 1, chapter: 0, at: 8, text: '近代中国社会性质和主要矛盾，是毛泽东思想形成的时代背景。', when: [12, 3] },
  {
    account: '2022020201',
    lesson: 1,
    chapter: 0,
    at: 41.5,
    text: '“农村包围城市、武装夺取政权”——结合井冈山斗争的史实来理解。',
    when: [12, 2],
  },
  {
    account: '2022020201',
    lesson: 1,
    chapter: 2,
    at: 27,
    text: '活的灵魂三个方面：实事求是、群众路线、独立自主。实事求是是精髓。',
    when: [10, 5],
  },
  { account: '2022020201', lesson: 12, chapter: 0, at: 15, text: '党章总纲：党的性质是“两个先锋队”，要能准确复述。', when: [8, 1] },
  { account: '2022020201', lesson: 12, chapter: 1, at: 33, text: '党员八项义务，第一条是认真学习马克思列宁主义……', when: [7, 4] },
  { account: '2023010101', lesson: 0, chapter: 0, at: 12, text: '马克思主义的鲜明特征：科学性、人民性、实践性、发展性。', when: [20, 6] },
  { account: '2023010101', lesson: 0, chapter: 2, at: 50, text: '实践是认识的来源、动力、目的和检验标准。', when: [18, 2] },
  { account: '2023010101', lesson: 12, chapter: 2, at: 20.5, text: '民主集中制“四个服从”，期末考试重点。', when: [6, 3] },
  { account: '2021030301', lesson: 3, chapter: 0, at: 36, text: '新时代的历史方位：我国社会主要矛盾已经转化。', when: [4, 2] },
  { account: '2021030301', lesson: 2, chapter: 3, at: 55, text: '理论体系的内在统一：一脉相承又与时俱进。', when: [15, 7] },
];

export const demoDiscussions: { account: string; lesson: number; text: string; when: When }[] = [
  {
    account: '2021030301',
    lesson: 0,
    text: '第三讲讲“实践与认识”很透彻，结合自己做科研的经历更能体会“实践是检验真理的唯一标准”。',
    when: [21, 5],
  },
  {
    account: '2023010101',
    lesson: 0,
    text: '请问大家，唯物辩证法的三大规律有没有好记的方法？我总是把质量互变和否定之否定弄混。',
    when: [19, 3],
  },
  {
    account: '2022020201',
    lesson: 0,
    text: '可以结合例子记：水到 100 度沸腾是量变引起质变，种子—植株—新种子是否定之否定。',
    when: [19, 1],
  },
  { account: '2023010103', lesson: 0, text: '老师讲得很清楚，推荐大家先看《共产党宣言导读》再学这门课。', when: [9, 8] },
  { account: '2022020201', lesson: 1, text: '第二讲新民主主义革命理论部分，“三大法宝”的关系值得反复体会。', when: [11, 6] },
  { account: '2021030301', lesson: 1, text: '实事求是不只是历史经验，今天做任何工作都要从实际出发，这是我学完最大的收获。', when: [10, 2] },
  { account: '2023010102', lesson: 6, text: '百年奋斗历程看下来很受震撼，尤其是改革开放那一讲，很多史料第一次了解。', when: [14, 4] },
  { account: '2022010208', lesson: 6, text: '建议配合学校党史馆参观一起学习，效果更好。', when: [5, 9] },
  { account: '2023010101', lesson: 12, text: '逐条解读的方式很好，党员的权利和义务这部分建议多看几遍。', when: [6, 1] },
  { account: '2022020201', lesson: 12, text: '预备党员转正前再学一遍党章，对照检查自己，收获很大。', when: [3, 7] },
  { account: '2024120017', lesson: 12, text: '第五讲关于党的纪律的内容和《纪律处分条例》可以对照着学。', when: [2, 3] },
  { account: '2023010102', lesson: 17, text: '廉洁自律要从小事做起，学生干部在评奖评优中也要守住底线。', when: [13, 2] },
  { account: '2022020201', lesson: 22, text: '全会精神解读很及时，期待后续有更多结合高校实际的案例。', when: [1, 4] },
];

/** who likes which video: [account, lesson, chapter] */
export const demoLikes: [string, number, number][] = [
  ['2023010101', 0, 0],
  ['2021030301', 0, 0],
  ['2022020201', 0, 0],
  ['2023010103', 0, 0],
  ['2021030301', 1, 0],
  ['2022020201', 1, 0],
  ['2022020201', 1, 2],
  ['2023010102', 6, 0],
  ['2022010208', 6, 0],
  ['2023010101', 12, 0],
  ['2022020201', 12, 1],
  ['2021030301', 3, 0],
];

const ago = (now: string, [days, hours]: When) => new Date(Date.parse(now) - (days * 24 + hours) * 3600_000).toISOString();

export async function insertSocial(trx: Kysely<Database>, now: string): Promise<void> {
  const accounts = [...new Set([...demoNotes, ...demoDiscussions].map((x) => x.account).concat(demoLikes.map(([a]) => a)))];
  const users = new Map(
    (await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', accounts).execute()).map((u) => [u.account, u.id]),
  );
  const lessons = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  const lessonId = (i: number) => lessons.find((l) => l.title === lessonSeeds[i].title)!.id;
  const videos = await trx.selectFrom('lessonVideo').select(['id', 'lessonId', 'sort']).orderBy('sort').execute();
  const videoId = (lesson: number, chapter: number) => videos.filter((v) => v.lessonId === lessonId(lesson))[chapter].id;
  const userId = (account: string) => users.get(account)!;

  await trx
    .insertInto('lessonNote')
    .values(
      demoNotes.map((n) => ({
        userId: userId(n.account),
        videoId: videoId(n.lesson, n.chapter),
        position: n.at,
        content: n.text,
        createdAt: ago(now, n.when),
      })),
    )
    .execute();
  await trx
    .insertInto('lessonDiscussion')
    .values(
      demoDiscussions.map((d) => ({
        lessonId: lessonId(d.lesson),
        userId: userId(d.account),
        content: d.text,
        createdAt: ago(now, d.when),
      })),
    )
    .execute();
  await trx
    .insertInto('videoZan')
    .values(
      demoLikes.map(([account, lesson, chapter], i) => ({
        userId: userId(account),
        videoId: videoId(lesson, chapter),
        createdAt: ago(now, [i + 1, 0]),
      })),
    )
    .execute();
}
