import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { demoUrl, illustrationSvg, type MediaFile } from '../media';

// 党务研讨 demo: the organisation's talk topics (议题) and a week of posts by learners of several
// colleges and a cadre, with photos, likes and comments, dated relative to when the seed runs.

const DAY = 86400_000;
const photoFile = (i: number) => `party-board-${i + 1}.svg`;
const PHOTOS = ['研究生党支部理论学习会', '实验室里的党员先锋岗', '社区党员志愿服务日', '主题党日重温入党誓词'];

export const partyBoardMedia = (): MediaFile[] =>
  PHOTOS.map((caption, i) => ({ file: photoFile(i), svg: illustrationSvg(caption, i % 2 ? '#b71c1c' : '#8d2a12', i + 21) }));

const talks = [
  {
    title: '学习贯彻党的二十届四中全会精神',
    description: '结合所学专业和日常学习生活，谈谈对全会提出的目标任务的理解，以及青年学生可以从哪些方面贡献力量。',
  },
  {
    title: '新时代青年党员如何发挥先锋模范作用',
    description: '在学业、科研、志愿服务和班级建设中，党员和入党积极分子怎样做到“平常时候看得出来、关键时刻站得出来”？',
  },
  { title: '我身边的优秀共产党员', description: '讲讲你身边一位党员教师、辅导员或同学的故事，说说他们身上最值得学习的地方。' },
  {
    title: '学党章、守纪律、讲规矩',
    description: '结合《中国共产党章程》和《中国共产党纪律处分条例》的学习，谈谈对严守政治纪律和政治规矩的认识。',
  },
];

interface PostSeed {
  account: string;
  /** index into talks, or null for a post on no topic */
  talk: number | null;
  daysAgo: number;
  title: string;
  content: string;
  photos: number[];
  likes: string[];
  comments: [account: string, content: string][];
}

const posts: PostSeed[] = [
  {
    account: '2021030301',
    talk: 0,
    daysAgo: 6,
    title: '把全会精神融入马克思主义理论研究',
    photos: [0],
    content:
      '上周支部组织了全会精神专题学习会，大家逐段研读了全会公报。\n\n作为马克思主义理论专业的博士生，我最大的体会是：理论研究不能停留在书斋里，要回答实践提出的新问题。接下来我准备结合毕业论文，围绕“中国式现代化的理论逻辑”写一篇学习体会，也欢迎大家一起交流。',
    likes: ['2022020201', '2023010102', '2024110031', 'gb001', '2024120017'],
    comments: [
      ['2024120017', '师姐的发言很有启发，学习会上提到的“问题导向”我也深有同感。'],
      ['gb001', '理论学习联系专业实际，这个方向很好，期待看到你的学习体会。'],
    ],
  },
  {
    account: '2022020201',
    talk: 1,
    daysAgo: 5,
    title: '在实验室里当好“排头兵”',
    photos: [1, 2],
    content:
      '成为预备党员以后，我给自己定了一个小目标：在实验室里，最难的活我先上。\n\n这学期我们课题组承担了一个校企合作的零件检测项目，数据采集要连续做两周。我主动排了夜班，也把检测流程整理成了操作手册，让低年级同学少走弯路。\n\n我觉得“先锋模范”不是一句口号，就体现在这些具体的小事里。',
    likes: ['2021030301', '2023030117', '2022030109', '2023010101'],
    comments: [
      ['2022030109', '操作手册帮了我们大忙，谢谢浩然！'],
      ['2023030117', '向学长学习，我也要在课程设计里多承担一些。'],
      ['2021030301', '把经验沉淀成手册，这就是服务同学的好做法。'],
    ],
  },
  {
    account: '2023010102',
    talk: 2,
    daysAgo: 4,
    title: '我的辅导员：一位“不下班”的党员',
    photos: [],
    content:
      '我们的辅导员刘老师是一名有十年党龄的老党员。大一那年我生病住院，是她第一时间赶到医院，帮我联系家长、办理手续。\n\n后来我才知道，她几乎记得年级里每一位同学的情况，谁家里有困难、谁最近情绪低落，她都放在心上。她常说：“党员就要把同学的事当成自己的事。”这句话也是我申请入党的初心之一。',
    likes: ['2023010101', '2023010103', '2022050501'],
    comments: [['2023010103', '看哭了，刘老师真的很好。']],
  },
  {
    account: 'gb001',
    talk: 0,
    daysAgo: 3,
    title: '与同学们交流学习全会精神的几点体会',
    photos: [],
    content:
      '看了同学们的发言很受触动，谈三点体会与大家交流：\n\n一是学深悟透，原原本本读原文、悟原理，不满足于看摘要、记口号；\n二是联系实际，把全会精神同专业学习、科研攻关结合起来；\n三是知行合一，在志愿服务、社会实践中检验学习成效。\n\n欢迎大家在党务研讨里继续交流。',
    likes: ['2021030301', '2022020201', '2024110031', '2023010102', '2022050501', '2023010101'],
    comments: [['2023010101', '谢谢赵老师，“原原本本读原文”我记下了。']],
  },
  {
    account: '2023010101',
    talk: 1,
    daysAgo: 2,
    title: '积极分子也要“亮身份、作表率”',
    photos: [],
    content:
      '上个月学院开展“党员先锋岗”评选，我虽然还是入党积极分子，也主动报名做了班级学习互助小组的组长。\n\n每周二晚上我们一起复习高等数学，现在小组里挂科的同学少了一半。以党员标准要求自己，从身边的小事做起，这是我参加培训以来最大的收获。',
    likes: ['2023010102', '2023010103'],
    comments: [['2023010102', '互助小组办得很好，继续加油！']],
  },
  {
    account: '2024110031',
    talk: 3,
    daysAgo: 1,
    title: '学党章要在“学”字上下功夫',
    photos: [3],
    content:
      '支部本月的主题党日是集中学习党章。我们采取“领学+讨论”的方式，每人负责一章，讲清楚条文背后的道理。\n\n通过学习，我对“党员必须履行的八项义务”有了更深的理解。守纪律、讲规矩不是束缚，而是党员成长的“保护网”。',
    likes: ['2021030301'],
    comments: [],
  },
  {
    account: '2022050501',
    talk: null,
    daysAgo: 0.3,
    title: '参加社区“党员志愿服务日”有感',
    photos: [2],
    content:
      '周六跟随支部到社区参加“党员志愿服务日”，帮助老年人学习使用手机挂号、缴费。\n\n一位阿姨学会后拉着我的手说“谢谢你们这些年轻人”，那一刻我觉得自己做的事情特别有意义。',
    likes: [],
    comments: [],
  },
];

export async function insertPartyBoardDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const at = (daysAgo: number, hours = 0) => new Date(t0 - daysAgo * DAY + hours * 3600_000).toISOString();
  const users = await trx.selectFrom('user').select(['id', 'account']).execute();
  const userId = (account: string) => users.find((u) => u.account === account)?.id;
  const talkIds: number[] = [];
  for (const [i, k] of talks.entries()) {
    const row = await trx
      .insertInto('partyTalk')
      .values({ ...k, sort: i + 1, createdAt: at(14) })
      .returning('id')
      .executeTakeFirstOrThrow();
    talkIds.push(row.id);
  }
  for (const p of posts) {
    const author = userId(p.account);
    if (author === undefined) continue;
    const { id } = await trx
      .insertInto('partySns')
      .values({
        userId: author,
        talkId: p.talk === null ? null : talkIds[p.talk],
        title: p.title,
        content: p.content,
        images: JSON.stringify(p.photos.map((i) => demoUrl(photoFile(i)))),
        createdAt: at(p.daysAgo),
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // likes and comments within the hours after the post, never after now
    const after = (hours: number) => at(p.daysAgo, Math.min(hours, p.daysAgo * 24 * 0.9));
    for (const [i, account] of p.likes.entries()) {
      const liker = userId(account);
      if (liker !== undefined)
        await trx
          .insertInto('partySnsLike')
          .values({ snsId: id, userId: liker, createdAt: after(i + 1) })
          .execute();
    }
    for (const [i, [account, content]] of p.comments.entries()) {
      const commenter = userId(account);
      if (commenter !== undefined)
        await trx
          .insertInto('partySnsComment')
          .values({ snsId: id, userId: commenter, content, createdAt: after(2 + i * 3), deletedAt: null })
          .execute();
    }
  }
}
