import type { Kysely } from 'kysely';
import { countChars } from '../../../contract/charCount';
import type { Database } from '../schema';
import { orgTree } from './orgs';

// The demo 理论学习中心组 of the 校党委, with the demo cadre gb001 赵建国 (the only cadre login) as
// its member: four past sessions (checked in at three, one by 补签; an approved leave for the
// other; a submitted 学习体会 for the first and a draft for the latest), one going on now (checked
// in) and two coming up. Times are relative to when the demo data is written.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface SessionSeed {
  theme: string;
  /** days from today, at 14:30 Beijing time; null: the one going on now */
  day: number | null;
  hours: number;
  place: string;
  host: string;
  speakers: string[];
  readings: string[];
  agenda: string;
}

const HOST = '党委书记 王明德';

const SESSIONS: SessionSeed[] = [
  {
    theme: '学习贯彻党的二十届三中全会精神专题学习',
    day: -56,
    hours: 3,
    place: '行政楼第一会议室',
    host: HOST,
    speakers: ['校长 李卫东', '党委副书记 陈红', '党委组织部部长 赵建国'],
    readings: [
      '《中共中央关于进一步全面深化改革、推进中国式现代化的决定》',
      '习近平《关于〈中共中央关于进一步全面深化改革、推进中国式现代化的决定〉的说明》',
      '《中国共产党第二十届中央委员会第三次全体会议公报》',
    ],
    agenda:
      '一、集体学习《决定》全文及说明\n二、领学人围绕“深化教育综合改革”“健全立德树人落实机制”作重点发言\n三、中心组成员结合分管工作交流研讨\n四、党委书记作总结讲话，部署全校学习宣传贯彻工作',
  },
  {
    theme: '深入学习贯彻习近平总书记关于教育的重要论述和全国教育大会精神',
    day: -35,
    hours: 2.5,
    place: '图书馆学术报告厅',
    host: HOST,
    speakers: ['校长 李卫东', '分管教学副校长 孙立平'],
    readings: [
      '习近平在全国教育大会上的重要讲话',
      '《教育强国建设规划纲要（2024—2035年）》',
      '《习近平关于教育的重要论述学习读本》第三章“培养德智体美劳全面发展的社会主义建设者和接班人”',
    ],
    agenda: '一、传达学习全国教育大会精神\n二、专题辅导：以教育强国建设为牵引推进学校高质量发展\n三、围绕“十五五”事业发展规划编制开展研讨',
  },
  {
    theme: '党纪学习教育专题学习：《中国共产党纪律处分条例》',
    day: -21,
    hours: 2,
    place: '行政楼第一会议室',
    host: HOST,
    speakers: ['党委副书记、纪委书记 周海峰'],
    readings: [
      '《中国共产党纪律处分条例》（2023年修订）第二编“分则”',
      '《中国共产党章程》第八章“党的纪律”',
      '学校近年来查处的违反中央八项规定精神典型案例通报',
    ],
    agenda: '一、逐章学习《条例》分则\n二、观看警示教育片《持续发力 纵深推进》片段\n三、中心组成员对照“六项纪律”谈认识、谈体会',
  },
  {
    theme: '学习贯彻习近平文化思想专题学习',
    day: -7,
    hours: 2,
    place: '行政楼第一会议室',
    host: HOST,
    speakers: ['党委宣传部部长 林晓燕', '马克思主义学院院长 郑国强'],
    readings: ['《习近平文化思想学习纲要》', '习近平总书记对宣传思想文化工作作出的重要指示', '《党委（党组）意识形态工作责任制实施办法》'],
    agenda:
      '一、专题辅导：习近平文化思想的核心要义与实践要求\n二、通报学校上半年意识形态工作情况\n三、研讨：以文化人、以文育人，建设高品质校园文化',
  },
  {
    theme: '学习贯彻党的二十届四中全会精神专题学习',
    day: null,
    hours: 3,
    place: '行政楼第一会议室',
    host: HOST,
    speakers: ['党委书记 王明德', '校长 李卫东'],
    readings: [
      '《中共中央关于制定国民经济和社会发展第十五个五年规划的建议》',
      '《中国共产党第二十届中央委员会第四次全体会议公报》',
      '习近平《关于〈中共中央关于制定国民经济和社会发展第十五个五年规划的建议〉的说明》',
    ],
    agenda:
      '一、传达学习党的二十届四中全会精神\n二、领学《建议》中关于教育、科技、人才的部署\n三、研讨学校“十五五”发展规划的目标任务\n四、部署全校学习宣传贯彻工作',
  },
  {
    theme: '铸牢中华民族共同体意识专题学习',
    day: 7,
    hours: 2,
    place: '图书馆学术报告厅',
    host: HOST,
    speakers: ['党委副书记 陈红', '党委统战部部长 马建英'],
    readings: [
      '习近平在中央民族工作会议上的重要讲话',
      '《中华民族共同体概论》导论及第一讲',
      '《关于全面深入持久开展民族团结进步宣传教育的意见》',
    ],
    agenda: '一、集体学习习近平总书记关于加强和改进民族工作的重要思想\n二、通报学校少数民族学生教育管理服务工作情况\n三、交流研讨',
  },
  {
    theme: '学习《习近平著作选读》第一卷、第二卷',
    day: 21,
    hours: 2.5,
    place: '行政楼第一会议室',
    host: HOST,
    speakers: ['党委组织部部长 赵建国', '马克思主义学院院长 郑国强'],
    readings: [
      '《习近平著作选读》第一卷《高举中国特色社会主义伟大旗帜 为全面建设社会主义现代化国家而团结奋斗》',
      '《习近平著作选读》第二卷《在庆祝中国共产党成立100周年大会上的讲话》',
      '《习近平著作选读》第二卷《在全国教育大会上的讲话》',
    ],
    agenda: '一、领学人分专题导读\n二、中心组成员交流读书心得\n三、研究部署“书香校园·读原著学原文悟原理”读书活动',
  },
];

const SUBMITTED = [
  '通过参加这次党委理论学习中心组专题学习，我系统研读了《中共中央关于进一步全面深化改革、推进中国式现代化的决定》及说明，对进一步全面深化改革的总目标、重大原则和重点任务有了更加全面深入的理解。',
  '',
  '一是深刻认识到全面深化改革是推进中国式现代化的根本动力。《决定》把教育、科技、人才一体统筹推进作为重要内容，明确提出深化教育综合改革、健全立德树人落实机制。作为党委组织部门的负责同志，必须把思想和行动统一到党中央的决策部署上来，以改革的办法破解干部队伍建设中的难题。',
  '',
  '二是深刻认识到坚持党的全面领导是深化改革的根本保证。《决定》强调要深化党的建设制度改革，健全全面从严治党体系。结合组织工作实际，我们要进一步完善干部选拔任用、考核评价和激励约束机制，树立重实干重实绩的鲜明导向，推动形成能者上、优者奖、庸者下、劣者汰的良好局面。',
  '',
  '三是深刻认识到抓落实是改革成败的关键。下一步，我将带头学深悟透全会精神，推动组织部门在基层党组织“对标争先”建设、青年教师思想政治工作和高层次人才引育等方面拿出具体举措，以组织工作的新成效服务学校事业高质量发展。',
].join('\n');

const DRAFT = [
  '这次围绕习近平文化思想开展专题学习，使我对“两个结合”特别是“第二个结合”有了新的认识。高校是意识形态工作的前沿阵地，组织部门要把意识形态工作责任制落实情况纳入各级领导班子和领导干部考核内容，',
  '（待补充：结合学院党委书记抓基层党建述职评议，谈谈如何把文化建设和党建工作结合起来。）',
].join('\n');

export async function insertCenterGroupDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t = Date.parse(now);
  const school = await trx.selectFrom('orgUnit').select('id').where('name', '=', orgTree.name).executeTakeFirst();
  const cadre = await trx.selectFrom('user').select('id').where('account', '=', 'gb001').executeTakeFirst();
  if (!school || !cadre) return;
  // sessions begin at 14:30 Beijing time (06:30 UTC) of their day; the one going on now began an hour ago
  const day0 = Math.floor(t / DAY) * DAY + 6.5 * HOUR;
  const thisHour = Math.floor(t / HOUR) * HOUR;
  const startOf = (s: SessionSeed) => (s.day === null ? thisHour - HOUR : day0 + s.day * DAY);
  const iso = (ms: number) => new Date(ms).toISOString();

  const { id: groupId } = await trx
    .insertInto('centerGroup')
    .values({
      orgId: school.id,
      name: `${orgTree.name}理论学习中心组`,
      createdAt: now,
      intro:
        '校党委理论学习中心组由校党委委员、校领导和党委职能部门主要负责同志组成，原则上每月集中学习一次，围绕党的创新理论和学校中心工作开展专题学习研讨。',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('centerGroupMember').values({ groupId, userId: cadre.id, role: '成员' }).execute();

  const ids: number[] = [];
  for (const s of SESSIONS) {
    const start = startOf(s);
    const { id } = await trx
      .insertInto('centerGroupSession')
      .values({
        groupId,
        theme: s.theme,
        startTime: iso(start),
        endTime: iso(start + s.hours * HOUR),
        place: s.place,
        host: s.host,
        speakers: JSON.stringify(s.speakers),
        readings: JSON.stringify(s.readings),
        agenda: s.agenda,
        createdAt: iso(start - 10 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  const startAt = (i: number) => startOf(SESSIONS[i]);
  const endAt = (i: number) => startAt(i) + SESSIONS[i].hours * HOUR;
  const [reform, education, discipline, culture, plenum] = ids;

  await trx
    .insertInto('centerGroupCheckin')
    .values([
      { sessionId: reform, userId: cadre.id, method: 'scan', checkedAt: iso(startAt(0) - 12 * 60_000) },
      // signed in on paper at a session moved to another room; the secretary recorded it afterwards
      { sessionId: discipline, userId: cadre.id, method: 'makeup', checkedAt: iso(endAt(2) + HOUR) },
      { sessionId: culture, userId: cadre.id, method: 'scan', checkedAt: iso(startAt(3) - 8 * 60_000) },
      { sessionId: plenum, userId: cadre.id, method: 'scan', checkedAt: iso(startAt(4) - 6 * 60_000) },
    ])
    .execute();
  await trx
    .insertInto('centerGroupLeave')
    .values({
      sessionId: education,
      userId: cadre.id,
      reason: '当天随校领导赴教育部参加高校组织工作座谈会，无法参加集中学习',
      state: 'approved',
      comment: '同意。请会后自学规定篇目，并提交学习体会。',
      createdAt: iso(startAt(1) - 4 * DAY),
      reviewedAt: iso(startAt(1) - 3 * DAY),
    })
    .execute();
  const submittedAt = iso(endAt(0) + 3 * DAY);
  await trx
    .insertInto('centerGroupExperience')
    .values([
      {
        sessionId: reform,
        userId: cadre.id,
        content: SUBMITTED,
        charCount: countChars(SUBMITTED),
        rev: endAt(0) + 3 * DAY,
        state: 'submitted',
        savedAt: submittedAt,
        submittedAt,
      },
      {
        sessionId: culture,
        userId: cadre.id,
        content: DRAFT,
        charCount: countChars(DRAFT),
        rev: endAt(3) + DAY,
        state: 'draft',
        savedAt: iso(endAt(3) + DAY),
        submittedAt: null,
      },
    ])
    .execute();
}
