import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// The demo live lectures: one on air now, some to come, past ones with a replay on this
// platform's lesson videos, one for cadres only. Times are relative to when the demo data is
// written. A demo school has no live platform of its own, so the live pages are on the reserved
// example domain (RFC 2606): a school sets its own when it schedules real lectures.

const MIN = 60_000;
const DAY = 86400_000;
const BEIJING = 8 * 3600_000;

interface LiveSeed {
  title: string;
  speaker: string;
  speakerTitle: string;
  organizer: string;
  intro: string;
  /** minutes from now (on air now), or a day from now at a Beijing hour; length in minutes */
  start: number | { day: number; hour: number };
  minutes: number;
  audience?: 'learner' | 'cadre' | 'all';
  replay?: { lesson: string; chapter: number };
}

const seeds: LiveSeed[] = [
  {
    title: '新时代党的建设总要求专题辅导',
    speaker: '孙红梅',
    speakerTitle: '马克思主义学院教授',
    organizer: '校党校',
    start: -20,
    minutes: 90,
    intro:
      '围绕新时代党的建设总要求，讲解党的政治建设、思想建设、组织建设、作风建设、纪律建设和制度建设的基本内容，结合高校基层党组织建设实际答疑。',
  },
  {
    title: '入党积极分子如何端正入党动机',
    speaker: '张德明',
    speakerTitle: '校党校常务副校长',
    organizer: '校党校',
    start: { day: 2, hour: 19 },
    minutes: 90,
    intro: '结合历年培训中学员的思想汇报，谈入党动机的常见问题，以及怎样在学习、工作和生活中用党员标准要求自己。直播中可在互动区提问。',
  },
  {
    title: '学习贯彻党的二十届三中全会精神宣讲',
    speaker: '赵明远',
    speakerTitle: '学校党委理论学习中心组成员、研究员',
    organizer: '校党委宣传部',
    start: { day: 5, hour: 14 },
    minutes: 120,
    intro: '宣讲全会精神的主要内容，重点解读进一步全面深化改革的总目标和重大原则，并结合学校改革发展实际进行交流。',
  },
  {
    title: '党纪学习教育：以案说纪',
    speaker: '黄丽华',
    speakerTitle: '学校纪委副书记',
    organizer: '学校纪委',
    start: { day: 12, hour: 15 },
    minutes: 90,
    audience: 'cadre',
    intro: '面向处级以上干部，结合典型案例解读《中国共产党纪律处分条例》，讲清纪律规矩的边界。',
  },
  {
    title: '从红船到复兴号：党的百年奋斗',
    speaker: '周建华',
    speakerTitle: '马克思主义学院教授',
    organizer: '校党校',
    start: { day: -9, hour: 19 },
    minutes: 90,
    intro: '以党的百年奋斗历程为线索，讲述党在各个历史时期的奋斗和创造。直播回放已整理为课程视频。',
    replay: { lesson: '中国共产党的百年奋斗历程', chapter: 1 },
  },
  {
    title: '马克思主义基本原理导读',
    speaker: '王立新',
    speakerTitle: '马克思主义学院教授',
    organizer: '校党校',
    start: { day: -23, hour: 14 },
    minutes: 90,
    intro: '为本学期入党积极分子培训班开讲的第一课：什么是马克思主义，为什么要学习马克思主义，怎样学好马克思主义。',
    replay: { lesson: '马克思主义基本原理概论', chapter: 1 },
  },
  {
    title: '青年学生怎样写好思想汇报',
    speaker: '刘老师',
    speakerTitle: '校党校教师',
    organizer: '校党校',
    start: { day: -40, hour: 19 },
    minutes: 60,
    intro: '思想汇报写什么、怎么写、多长时间写一次；结合批阅中常见的问题给出修改建议。',
  },
];

export async function insertLiveDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const startOf = (s: LiveSeed['start']): number => {
    // on air now: whole minutes; otherwise the hour on that Beijing day
    if (typeof s === 'number') return Math.floor((t0 + s * MIN) / MIN) * MIN;
    const day = new Date(t0 + s.day * DAY + BEIJING).toISOString().slice(0, 10);
    return Date.parse(`${day}T${String(s.hour).padStart(2, '0')}:00:00+08:00`);
  };
  for (const [i, s] of seeds.entries()) {
    let replayVideoId: number | null = null;
    if (s.replay) {
      const video = await trx
        .selectFrom('lessonVideo as v')
        .innerJoin('lesson as l', 'l.id', 'v.lessonId')
        .select('v.id')
        .where('l.title', '=', s.replay.lesson)
        .where('v.sort', '=', s.replay.chapter)
        .executeTakeFirst();
      replayVideoId = video?.id ?? null;
    }
    await trx
      .insertInto('liveAct')
      .values({
        title: s.title,
        speaker: s.speaker,
        speakerTitle: s.speakerTitle,
        organizer: s.organizer,
        intro: s.intro,
        startTime: new Date(startOf(s.start)).toISOString(),
        endTime: new Date(startOf(s.start) + s.minutes * MIN).toISOString(),
        liveUrl: `https://live.example.com/room/${1024 + i}`,
        audience: s.audience ?? 'all',
        replayVideoId,
      })
      .execute();
  }
}
