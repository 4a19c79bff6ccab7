import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { demoUrl, illustrationSvg, type MediaFile } from '../media';
import { REVIEWER } from './topics-data';

// Loads the demo homework beyond the write-ups: practice records in each state (with photos),
// write-ups shared with classmates, their likes and comments.

const DAY = 86400_000;
const photoFile = (i: number) => `practice-${i + 1}.svg`;
const PHOTOS = ['社区政策宣讲现场', '志愿者为居民讲解', '参观红色教育基地', '重温入党誓词'];

export const workMedia = (): MediaFile[] =>
  PHOTOS.map((caption, i) => ({ file: photoFile(i), svg: illustrationSvg(caption, i % 2 ? '#8d2a12' : '#b71c1c', i + 11) }));

interface PracticeSeed {
  topicName: string;
  account: string;
  state: 'draft' | 'submitted' | 'reviewed';
  title: string;
  daysAgo: number;
  place: string;
  content: string;
  photos: number[];
  comment?: string;
  score?: number;
}

const practices: PracticeSeed[] = [
  {
    topicName: '入党积极分子培训班',
    account: '2025120005',
    state: 'reviewed',
    title: '走进社区宣讲党的创新理论',
    daysAgo: 9,
    place: '徐汇区长桥街道社区党群服务中心',
    content:
      '与马克思主义学院的三位同学一起，为长桥街道的居民宣讲党的二十届四中全会精神。\n\n我们把全会精神分成“发展”“民生”“治理”三个小专题，每个专题配了一个社区里的真实例子，居民听得很认真，有几位老党员还和我们交流了自己的体会。\n\n这次宣讲让我认识到，理论宣讲要用群众听得懂的语言，要从群众关心的事情讲起。',
    photos: [0, 1],
    score: 95,
    comment: '宣讲准备充分，形式活泼，很好地把理论学习转化为服务群众的实际行动。',
  },
  {
    topicName: '入党积极分子培训班',
    account: '2023030117',
    state: 'submitted',
    title: '参观中共一大纪念馆',
    daysAgo: 6,
    place: '上海市黄浦区兴业路 76 号',
    content:
      '随学院党总支参观中共一大纪念馆，在“伟大的开端”展厅重温了党的创建历程。\n\n站在一大会址的会议室里，我真切感受到了“开天辟地、敢为人先”的首创精神。参观结束后，我们在纪念馆前重温了入党誓词。',
    photos: [2, 3],
  },
  {
    topicName: '入党积极分子培训班',
    account: '2023010101',
    state: 'draft',
    title: '校园文明志愿服务',
    daysAgo: 3,
    place: '图书馆一楼大厅',
    content: '周末在图书馆参加文明引导志愿服务，帮助同学整理书架、引导座位预约。',
    photos: [],
  },
];

interface ShareSeed {
  topicName: string;
  account: string;
  daysAgo: number;
  likes: string[];
  comments: [string, string][];
}

const shares: ShareSeed[] = [
  {
    topicName: '入党积极分子培训班',
    account: '2025120005',
    daysAgo: 4,
    likes: ['2023010101', '2023030117', '2023010105', '2024010199'],
    comments: [
      ['2023030117', '把“研究理论”和“践行理论”联系起来谈，很受启发，我也要多参加宣讲实践。'],
      ['2023010101', '写得很实在，尤其是关于理论联系实际的部分，值得学习！'],
    ],
  },
  {
    topicName: '入党积极分子培训班',
    account: '2023030117',
    daysAgo: 2,
    likes: ['2025120005'],
    comments: [['2025120005', '对入党动机的反思很真诚，一起加油！']],
  },
  {
    topicName: '入党积极分子培训班',
    account: '2023010105',
    daysAgo: 1,
    likes: [],
    comments: [],
  },
  {
    topicName: '发展对象培训班',
    account: '2025110012',
    daysAgo: 5,
    likes: ['2023010102', '2022050501'],
    comments: [['2023010102', '从科研工作谈先锋模范作用，角度很新颖。']],
  },
];

export async function insertWorkDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const at = (daysAgo: number, hours = 0) => new Date(t0 - daysAgo * DAY + hours * 3600_000).toISOString();
  const beijingDay = (daysAgo: number) => new Date(t0 - daysAgo * DAY + 8 * 3600_000).toISOString().slice(0, 10);
  const users = await trx.selectFrom('user').select(['id', 'account']).execute();
  const userId = (account: string) => users.find((u) => u.account === account)?.id;
  // this year's class of that name (last year's has the same name after another year)
  const topics = await trx.selectFrom('topic').select(['id', 'title', 'startDate']).orderBy('startDate', 'desc').execute();
  const topicId = (name: string) => topics.find((t) => t.title.endsWith(name))?.id;
  const member = async (tid: number, uid: number) =>
    (await trx.selectFrom('topicMember').select('userId').where('topicId', '=', tid).where('userId', '=', uid).executeTakeFirst()) !==
    undefined;

  for (const p of practices) {
    const tid = topicId(p.topicName);
    const uid = userId(p.account);
    if (tid === undefined || uid === undefined || !(await member(tid, uid))) continue;
    await trx
      .insertInto('practiceRecord')
      .values({
        userId: uid,
        topicId: tid,
        title: p.title,
        practiceDate: beijingDay(p.daysAgo),
        place: p.place,
        content: p.content,
        images: JSON.stringify(p.photos.map((i) => demoUrl(photoFile(i)))),
        state: p.state,
        savedAt: at(p.daysAgo - 1),
        submittedAt: p.state === 'draft' ? null : at(p.daysAgo - 1),
        reviewer: p.state === 'reviewed' ? REVIEWER : '',
        comment: p.comment ?? '',
        score: p.score ?? null,
        reviewedAt: p.state === 'reviewed' ? at(p.daysAgo - 2) : null,
      })
      .execute();
  }

  for (const s of shares) {
    const tid = topicId(s.topicName);
    const uid = userId(s.account);
    if (tid === undefined || uid === undefined) continue;
    const work = await trx.selectFrom('topicWork').select('state').where('topicId', '=', tid).where('userId', '=', uid).executeTakeFirst();
    if (!work || work.state === 'draft') continue;
    const share = await trx
      .insertInto('workShare')
      .values({ topicId: tid, userId: uid, sharedAt: at(s.daysAgo) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, account] of s.likes.entries()) {
      const liker = userId(account);
      if (liker !== undefined && (await member(tid, liker)))
        await trx
          .insertInto('workShareLike')
          .values({ shareId: share.id, userId: liker, createdAt: at(s.daysAgo, i + 1) })
          .execute();
    }
    for (const [i, [account, content]] of s.comments.entries()) {
      const author = userId(account);
      if (author !== undefined && (await member(tid, author))) {
        await trx
          .insertInto('workComment')
          .values({ shareId: share.id, userId: author, content, createdAt: at(s.daysAgo, 2 + i * 3) })
          .execute();
      }
    }
  }
}
