import type { Kysely } from 'kysely';
import { countChars } from '../../../../contract/charCount';
import type { Database } from '../../schema';
import { classmateAccounts } from '../classmates';
import type { StoredHandout } from '../handouts';
import { coverSvg, demoUrl, type MediaFile } from '../media';
import { esc, FONT, svgDoc } from '../svg';
import { expertSeeds, REVIEWER, topicSeeds, type TopicSeed } from './topics-data';

// Loads the demo special training topics: members by training phase, stages and materials,
// required lessons, experts with portraits, notices, the 积极分子 class's exam (drawn from the
// 党章 questions of the bank), write-ups in every state with the teacher's comments, and read marks.

const DAY = 86400_000;
const coverFile = (key: string) => `topic-${key}.svg`;
const portraitFile = (i: number) => `expert-${i + 1}.svg`;

/** A portrait: a head-and-shoulders silhouette on the expert's colour, the name below. */
function portraitSvg(name: string, colour: string): string {
  return svgDoc(
    240,
    300,
    `${name}头像`,
    [
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.18"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0.42"/></linearGradient></defs>`,
      '<rect width="240" height="300" fill="#fdf6f0"/><rect width="240" height="300" fill="url(#bg)"/>',
      `<circle cx="120" cy="112" r="48" fill="${colour}" opacity="0.85"/>`,
      `<path d="M40,262 C44,196 82,172 120,172 C158,172 196,196 200,262 Z" fill="${colour}" opacity="0.85"/>`,
      '<path d="M108,172 L120,200 L132,172 Z" fill="#fdf6f0" opacity="0.9"/>',
      `<rect y="262" width="240" height="38" fill="${colour}"/>`,
      `<text x="120" y="288" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#fff">${esc(name)}</text>`,
    ].join('\n'),
  );
}

export const topicMedia = (): MediaFile[] => [
  ...topicSeeds.map((t, i) => ({ file: coverFile(t.key), svg: coverSvg(t.name, '专题培训', t.colour, i + 5) })),
  ...expertSeeds.map((e, i) => ({ file: portraitFile(i), svg: portraitSvg(e.name, e.colour) })),
];

// What learners write after their own opening lines; a write-up handed in meets its minimum length.
const reflections = [
  '通过系统学习，我认识到中国共产党是中国工人阶级的先锋队，同时是中国人民和中华民族的先锋队。党的先进性不是与生俱来的，而是在长期的革命、建设和改革实践中锤炼出来的，也需要每一名党员用实际行动去维护。',
  '学习党章让我明白，党员的八项义务不是写在纸上的条文，而是要落实到日常学习和生活中的要求。认真学习、执行党的决定、密切联系群众，每一条都可以在课堂、实验室和宿舍里找到具体的落脚点。',
  '党史学习让我深受触动。从南湖红船到井冈山，从遵义会议到延安窑洞，一代代共产党人在最艰难的时候始终坚定理想信念。对比先辈们的牺牲和奉献，我更加感到自己在学习上遇到的困难微不足道。',
  '端正入党动机是一个长期的过程。我要经常问自己：我为什么要入党？是为了一份荣誉，还是为了更好地为同学、为社会服务？只有把个人理想融入国家和民族的事业，入党的动机才是纯正的。',
  '在实践锻炼阶段，我参加了社区的政策宣讲志愿服务。面对社区里的老人，怎样把道理讲得通俗易懂，是对所学知识最直接的检验。这次经历让我体会到，理论只有联系群众、走进群众，才有生命力。',
  '对照党员标准，我也看到了自己的不足：理论学习还不够系统，有时满足于完成任务；参加集体活动的主动性还不够强；批评与自我批评还不够大胆。这些都是我今后需要努力改进的地方。',
  '今后，我将从三个方面努力：一是坚持学习党的创新理论，做到学深悟透；二是立足专业学习，努力提高自身本领；三是积极参加志愿服务和班级工作，主动为同学服务，用实际行动争取早日加入党组织。',
  '培训中的集中授课和小组讨论让我受益匪浅。同组的同学来自不同专业，大家围绕“新时代青年怎样践行初心使命”各抒己见，有的谈科研攻关，有的谈基层支教，让我看到了榜样就在身边。',
  '学习党的纪律让我懂得，纪律是党的生命线。作为入党积极分子，虽然还不是党员，也要提前用党的纪律约束自己，严守考试纪律和学术规范，在网络上不信谣、不传谣，做到慎独慎微。',
  '为人民服务不是一句口号。担任班级学习委员以来，我坚持每周整理课程笔记和复习资料与同学分享，帮助几位基础薄弱的同学补习专业课。今后我还要把这种服务意识带到更多的集体工作中去。',
  '培养联系人多次与我谈心，指出我在理论学习中“只记结论、不问为什么”的问题。我开始坚持每天阅读半小时原著，并在读书笔记中写下自己的理解，逐渐体会到学懂弄通的乐趣。',
  '我将以这次培训为新的起点，时刻以党员的标准严格要求自己，虚心接受党组织和同学们的监督和帮助，在思想上、学习上和工作上不断进步，争取早日成为一名合格的共产党员。',
  '通过学习，我也认识到个人成长离不开集体。宿舍里、班级里、社团里，每一次互相帮助、每一次团结协作，都是践行党的群众路线的小小实践。我要在集体中锻炼自己，也努力让集体因为我变得更好。',
];

/**
 * The learner's opening paragraphs, then reflections (starting at `offset`) until `min` characters;
 * no paragraph twice, so a long minimum needs enough reflections (the seed fails loudly if not).
 */
function fullText(opening: string[], min: number, offset: number): string {
  const parts = [...opening];
  for (let i = 0; countChars(parts.join('')) < min; i++) {
    if (i === reflections.length) throw new Error(`专题演示数据：心得体会段落不够 ${min} 字`);
    parts.push(reflections[(offset + i) % reflections.length]);
  }
  return parts.join('\n\n');
}

const termOf = (iso: string) => {
  const month = Number(iso.slice(5, 7));
  return month >= 2 && month <= 7 ? '春季' : '秋季';
};

export async function insertTopicDemo(trx: Kysely<Database>, now: string, handouts: Map<string, StoredHandout>): Promise<void> {
  const t0 = Date.parse(now);
  const day = (days: number) => new Date(t0 + days * DAY + 8 * 3600_000).toISOString().slice(0, 10);
  // instants at 23:59 Beijing time of a day
  const endOf = (days: number) => new Date(Date.parse(`${day(days)}T23:59:00+08:00`)).toISOString();
  const at = (days: number) => new Date(t0 + days * DAY).toISOString();

  const users = await trx
    .selectFrom('user as u')
    .leftJoin('stage as s', 's.id', 'u.stageId')
    .leftJoin('phase as ph', 'ph.id', 's.phaseId')
    .select(['u.id', 'u.account', 'ph.name as phaseName', 'ph.sort as phaseSort'])
    .where('u.appId', '=', 6)
    .where('u.account', 'not in', classmateAccounts)
    .execute();
  const phases = await trx.selectFrom('phase').select(['id', 'name', 'sort']).orderBy('sort').execute();
  const phaseKeys = ['act', 'cand', 'prob'] as const;
  const phaseId = (key: TopicSeed['phase']) => phases[phaseKeys.indexOf(key)]?.id ?? null;
  const userId = (account: string) => users.find((u) => u.account === account)?.id;
  const lessons = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  const lessonId = (title: string) => {
    const row = lessons.find((l) => l.title === title);
    if (!row) throw new Error(`专题演示数据：找不到课程《${title}》`);
    return row.id;
  };
  const experts = new Map<string, number>();
  for (const [i, e] of expertSeeds.entries()) {
    const row = await trx
      .insertInto('expert')
      .values({
        name: e.name,
        title: e.title,
        unit: e.unit,
        photoUrl: demoUrl(portraitFile(i)),
        summary: e.summary,
        intro: e.intro,
        teacher: e.teacher,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    experts.set(e.name, row.id);
  }

  for (const [sort, seed] of topicSeeds.entries()) {
    const startDate = day(seed.from);
    const year = Number(startDate.slice(0, 4));
    const examId = seed.exam ? await insertTopicExam(trx, seed.exam, at, now) : null;
    const topic = await trx
      .insertInto('topic')
      .values({
        title: `${year}年${termOf(startDate)}${seed.name}`,
        year,
        phaseId: phaseId(seed.phase),
        organizer: '校党校',
        intro: seed.intro,
        coverUrl: demoUrl(coverFile(seed.key)),
        startDate,
        endDate: day(seed.to),
        examId,
        workTitle: seed.work?.title ?? '',
        workPrompt: seed.work?.prompt ?? '',
        workMinChars: seed.work?.min ?? 0,
        workMaxChars: seed.work?.max ?? 0,
        workDeadline: seed.work ? endOf(seed.work.deadlineDay) : null,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (examId !== null)
      await trx
        .updateTable('exam')
        .set({ topicId: topic.id, title: `${year}年${termOf(startDate)}${seed.exam!.title}` })
        .where('id', '=', examId)
        .execute();

    const phaseNames = seed.memberPhases.map((k) => phases[phaseKeys.indexOf(k)]?.name);
    const members = users.filter(
      (u) =>
        (phaseNames.includes(u.phaseName ?? '') || seed.alsoAccounts?.includes(u.account)) && !seed.exceptAccounts?.includes(u.account),
    );
    if (members.length > 0)
      await trx
        .insertInto('topicMember')
        .values(members.map((u) => ({ topicId: topic.id, userId: u.id, joinedAt: at(seed.from - 3) })))
        .execute();

    // the articles and files, with the day each was published (read the day after)
    const readable: { id: number; day: number }[] = [];
    for (const [stageSort, st] of seed.stages.entries()) {
      const stage = await trx
        .insertInto('topicStage')
        .values({ topicId: topic.id, title: st.title, intro: st.intro, startDate: day(st.from), endDate: day(st.to), sort: stageSort + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, m] of st.materials.entries()) {
        const base = { stageId: stage.id, kind: m.kind, title: m.title, summary: m.summary, publishedAt: at(m.day), sort: i + 1 };
        if (m.kind === 'article') {
          const row = await trx
            .insertInto('topicMaterial')
            .values({ ...base, source: m.source, body: m.body })
            .returning('id')
            .executeTakeFirstOrThrow();
          readable.push({ id: row.id, day: m.day });
        } else if (m.kind === 'file') {
          const h = handouts.get(m.handout);
          if (!h) throw new Error(`专题演示数据：找不到讲义 ${m.handout}`);
          const row = await trx
            .insertInto('topicMaterial')
            .values({ ...base, source: '校党校', fileUrl: `/uploads/${h.path}`, fileName: h.fileName, fileSize: h.size, fileType: h.type })
            .returning('id')
            .executeTakeFirstOrThrow();
          readable.push({ id: row.id, day: m.day });
        } else {
          const video = await trx
            .selectFrom('lessonVideo')
            .select('id')
            .where('lessonId', '=', lessonId(m.lesson))
            .where('sort', '=', m.chapter)
            .executeTakeFirst();
          if (!video) throw new Error(`专题演示数据：《${m.lesson}》没有第 ${m.chapter} 讲`);
          await trx
            .insertInto('topicMaterial')
            .values({ ...base, videoId: video.id })
            .execute();
        }
      }
    }
    for (const [i, title] of seed.lessons.entries())
      await trx
        .insertInto('topicLesson')
        .values({ topicId: topic.id, lessonId: lessonId(title), sort: i + 1 })
        .execute();
    for (const [i, name] of seed.experts.entries())
      await trx
        .insertInto('topicExpert')
        .values({ topicId: topic.id, expertId: experts.get(name)!, sort: i + 1 })
        .execute();
    for (const n of seed.notices) {
      await trx
        .insertInto('topicNotice')
        .values({ topicId: topic.id, title: n.title, publisher: '校党校', body: n.body, pinned: n.pinned ? 1 : 0, publishedAt: at(n.day) })
        .execute();
    }
    for (const account of seed.readAll ?? []) {
      const id = userId(account);
      if (id !== undefined && readable.length > 0) {
        await trx
          .insertInto('topicMaterialRead')
          .values(readable.map((r) => ({ materialId: r.id, userId: id, readAt: at(r.day + 1) })))
          .execute();
      }
    }
    for (const [i, w] of seed.works.entries()) {
      const id = userId(w.account);
      if (id === undefined || !members.some((m) => m.id === id) || !seed.work) continue;
      const content = w.state === 'draft' ? w.text.join('\n\n') : fullText(w.text, seed.work.min, i * 3);
      const submittedDay = Math.min(seed.work.deadlineDay, 0) - 2 - i;
      await trx
        .insertInto('topicWork')
        .values({
          topicId: topic.id,
          userId: id,
          content,
          charCount: countChars(content),
          rev: 1,
          state: w.state,
          savedAt: at(submittedDay),
          submittedAt: w.state === 'draft' ? null : at(submittedDay),
          reviewer: w.state === 'reviewed' ? REVIEWER : '',
          comment: w.comment ?? '',
          score: w.score ?? null,
          reviewedAt: w.state === 'reviewed' ? at(submittedDay + 1) : null,
        })
        .execute();
    }
  }
}

/** The class's exam on the 党章 questions of the bank: single choices and true/false, 5 points each. */
async function insertTopicExam(
  trx: Kysely<Database>,
  e: NonNullable<TopicSeed['exam']>,
  at: (days: number) => string,
  now: string,
): Promise<number> {
  const pick = (type: 'single' | 'judge', n: number) =>
    trx
      .selectFrom('examQuestion as q')
      .innerJoin('examCategory as c', 'c.id', 'q.categoryId')
      .select('q.id')
      .where('c.name', '=', '党章')
      .where('q.type', '=', type)
      .orderBy('q.id', 'desc')
      .limit(n)
      .execute();
  const questions = [...(await pick('single', e.singles)), ...(await pick('judge', e.judges))];
  const { id } = await trx
    .insertInto('exam')
    .values({
      title: e.title,
      lessonId: null,
      audience: 'learner',
      startTime: at(e.from),
      endTime: at(e.to),
      duration: e.duration,
      totalScore: questions.length * 5,
      passScore: e.passScore,
      attemptsAllowed: 2,
      maxLeaves: 3,
      shuffle: 1,
      allowReview: 1,
      sort: 0,
      createdAt: now,
      description:
        '本考试为专题培训结业考试，闭卷作答。\n考试时长 45 分钟，共 2 次作答机会，取最高成绩。\n离开答题页面超过 3 次将自动交卷。',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('examPaper')
    .values(questions.map((q, i) => ({ examId: id, questionId: q.id, sort: i + 1, score: 5 })))
    .execute();
  return id;
}
