import type { Insertable, Kysely } from 'kysely';
import type { PartyActRecordTable } from '../../modules/partyIndex/tables';
import type { Database } from '../schema';
import { classmateAccounts } from './classmates';
import { orgTree, type OrgSeed } from './orgs';

// The demo party activities (党委活动) and education-base visits (教育基地) of the school committee
// and of each college committee, past and coming, with the organisers' participation records for the
// members below them; and the make-up records (补学记录) the branches wrote for the demo organisation
// life (seed/orgAct.ts) where someone was absent or on leave: 李思雨's and 王建华's still to do,
// 王浩然's reported and waiting for the branch, 陈静's confirmed. Times are relative to when the
// demo data is written.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ActSeed {
  kind: 'party' | 'base';
  category: string;
  title: string;
  /** days from today, Beijing time of day (hours) and length (hours) */
  day: number;
  at: number;
  hours: number;
  place: string;
  organizer: string;
  capacity: number;
  baseName?: string;
  baseAddress?: string;
  intro: string;
  agenda: string;
}

interface Base {
  name: string;
  address: string;
  intro: string;
}

const BASES: Record<string, Base> = {
  yida: {
    name: '中共一大纪念馆',
    address: '上海市黄浦区黄陂南路 374 号',
    intro:
      '1921 年 7 月，中国共产党第一次全国代表大会在上海召开，宣告了中国共产党的诞生。中共一大纪念馆由中共一大会址和新建展馆组成，' +
      '基本陈列《伟大的开端——中国共产党创建历史陈列》以大量珍贵文物、文献和历史照片，全景式展现中国共产党创建的光辉历程，是全国爱国主义教育示范基地。',
  },
  longhua: {
    name: '龙华烈士陵园',
    address: '上海市徐汇区龙华西路 180 号',
    intro:
      '龙华烈士陵园是全国重点烈士纪念建筑物保护单位、全国爱国主义教育示范基地。园内有龙华烈士纪念馆、烈士墓区、' +
      '龙华革命烈士就义地和关押革命志士的看守所旧址，记录了无数革命先烈为民族独立和人民解放英勇献身的事迹。',
  },
  chenyun: {
    name: '陈云纪念馆',
    address: '上海市青浦区练塘镇朱枫公路 3516 号',
    intro:
      '陈云纪念馆位于陈云同志的家乡青浦区练塘镇，是全国爱国主义教育示范基地。馆内陈列以陈云同志的生平业绩为主线，' +
      '展示他为中国革命和建设事业作出的卓越贡献，以及“不唯上、不唯书、只唯实，交换、比较、反复”的思想方法和工作方法。',
  },
  erda: {
    name: '中共二大会址纪念馆',
    address: '上海市静安区老成都北路 7 弄 30 号',
    intro:
      '1922 年 7 月，中国共产党第二次全国代表大会在此召开，制定了党的第一部章程，第一次提出了反帝反封建的民主革命纲领。' +
      '纪念馆设有中共二大史料陈列和党章学习教育馆，是开展党章学习教育的重要阵地。',
  },
  zhougongguan: {
    name: '中国共产党代表团驻沪办事处纪念馆（周公馆）',
    address: '上海市黄浦区思南路 73 号',
    intro:
      '1946 年至 1947 年间，周恩来同志率中共代表团在此工作，同国民党当局进行谈判，广泛开展统一战线工作。' +
      '馆内按原貌陈列了周恩来、董必武等同志的办公室和卧室，展示了中共代表团在国统区坚持斗争的历史。',
  },
  songhu: {
    name: '上海淞沪抗战纪念馆',
    address: '上海市宝山区友谊路 1 号（临江公园内）',
    intro:
      '纪念馆位于宝山临江公园内，纪念 1932 年“一·二八”和 1937 年“八一三”两次淞沪抗战，' +
      '通过文物、史料和场景复原，展示上海军民同仇敌忾、浴血抗战的英勇事迹。',
  },
};

const visitAgenda = (base: string, gather: string) =>
  `${gather} 学校东门集合，统一乘车前往\n一、向革命先烈敬献花篮、默哀\n二、分组参观${base}，讲解员现场讲解\n三、全体党员重温入党誓词，入党积极分子、发展对象宣读入党志愿\n四、交流参观感受，返校后一周内在支部提交参观心得`;

function visit(base: Base, day: number, organizer: string, capacity: number, title: string): ActSeed {
  return {
    kind: 'base',
    category: '参观学习',
    title,
    day,
    at: 8,
    hours: 4,
    place: base.name,
    organizer,
    capacity,
    baseName: base.name,
    baseAddress: base.address,
    intro: base.intro,
    agenda: visitAgenda(base.name, '07:30'),
  };
}

const schoolActs = (year: number): ActSeed[] => [
  {
    kind: 'party',
    category: '主题报告会',
    title: '学习贯彻党的二十届四中全会精神专题报告会',
    day: -10,
    at: 14,
    hours: 2.5,
    place: '大学生活动中心大礼堂',
    organizer: '校党委宣传部',
    capacity: 800,
    intro:
      '邀请市委宣讲团成员作专题宣讲，围绕全会审议通过的关于制定国民经济和社会发展第十五个五年规划的建议，系统解读全会的重大意义、' +
      '主要内容和精神实质。全校各级党组织书记、党员代表、入党积极分子代表参加。',
    agenda: '一、主持人介绍报告人\n二、专题报告（约 90 分钟）\n三、现场交流互动\n四、校党委副书记作总结讲话',
  },
  {
    kind: 'party',
    category: '红色观影',
    title: '红色观影：《长津湖》集体观影',
    day: -4,
    at: 19,
    hours: 3,
    place: '大学生活动中心影剧厅',
    organizer: '校党委宣传部、校团委',
    capacity: 450,
    intro:
      '以集体观影的形式重温抗美援朝战争中志愿军将士不畏艰险、舍生忘死的英雄事迹，传承伟大抗美援朝精神。观影结束后各党支部组织交流讨论。',
    agenda: '18:40 入场签到\n一、观影前导读：长津湖战役的历史背景\n二、集体观看影片\n三、观影结束后以党支部为单位交流观后感',
  },
  {
    kind: 'party',
    category: '专题党课',
    title: '校党委书记讲专题党课：赓续红色血脉，担当复兴大任',
    day: 3,
    at: 14.5,
    hours: 2,
    place: '大学生活动中心大礼堂',
    organizer: '校党委组织部',
    capacity: 800,
    intro:
      '校党委书记结合学校办学历史和青年学生成长实际讲授专题党课，引导广大党员和入党积极分子坚定理想信念、砥砺初心使命，' +
      '在学习实践中做到学思用贯通、知信行统一。',
    agenda: '14:10 入场签到\n一、专题党课（约 90 分钟）\n二、学员代表交流学习体会\n三、布置各党支部专题学习讨论',
  },
  {
    kind: 'party',
    category: '党史知识竞赛',
    title: `“学党史 悟思想”${year}年党史知识竞赛决赛`,
    day: 9,
    at: 18.5,
    hours: 2,
    place: '图书馆一楼报告厅',
    organizer: '党委学生工作部、校团委',
    capacity: 300,
    intro:
      '竞赛内容涵盖中国共产党历史、党的创新理论和党章党规知识，经各学院初赛选拔，8 支代表队进入决赛。' +
      '决赛设必答题、抢答题和风险题三个环节，欢迎党员和入党积极分子到场观赛。',
    agenda: '18:10 观众入场\n一、主持人介绍比赛规则和评委\n二、必答题环节\n三、抢答题环节\n四、风险题环节\n五、公布比赛结果并颁奖',
  },
  visit(BASES.yida, -25, '校党委组织部', 90, '追寻初心之路：参观中共一大纪念馆'),
  {
    ...visit(BASES.chenyun, 12, '校党委组织部', 45, '学习陈云同志崇高风范：参观陈云纪念馆'),
    hours: 7,
    agenda: visitAgenda(BASES.chenyun.name, '07:00'),
  },
];

interface College {
  key: string;
  hall: string;
  bases: [past: string, coming: string];
}
const COLLEGES: College[] = [
  { key: 'cs', hall: '计算机学院楼 A101 报告厅', bases: ['longhua', 'erda'] },
  { key: 'marx', hall: '人文楼 201 学术报告厅', bases: ['erda', 'zhougongguan'] },
  { key: 'me', hall: '机械工程学院楼 B102 报告厅', bases: ['songhu', 'longhua'] },
  { key: 'em', hall: '经管学院楼 301 报告厅', bases: ['zhougongguan', 'erda'] },
  { key: 'office', hall: '行政楼第一会议室', bases: ['longhua', 'zhougongguan'] },
];

function collegeActs(c: College, name: string): ActSeed[] {
  const [past, coming] = c.bases.map((k) => BASES[k]);
  return [
    {
      kind: 'party',
      category: '专题党课',
      title: '青年党员专题党课：在新征程上勇当先锋',
      day: -16,
      at: 14.5,
      hours: 2,
      place: c.hall,
      organizer: `${name}组织员办公室`,
      capacity: 150,
      intro:
        '学院党委书记结合学院学科特色和青年学生实际，围绕“为谁学、学什么、怎么做”讲授专题党课，引导青年党员把个人理想融入国家发展大局。',
      agenda:
        '主讲：学院党委书记\n一、新时代青年党员的使命担当\n二、立足专业学习，服务国家战略\n三、青年党员如何在关键时刻站得出来、顶得上去',
    },
    {
      kind: 'party',
      category: '主题报告会',
      title: '“强国有我”优秀共产党员事迹报告会',
      day: -6,
      at: 15,
      hours: 2,
      place: c.hall,
      organizer: `${name}`,
      capacity: 200,
      intro: '邀请学院获评校级优秀共产党员的教师和学生代表分享扎根科研一线、投身志愿服务和基层实践的经历，用身边榜样激励党员见贤思齐。',
      agenda:
        '一、教师党员代表报告：把论文写在祖国大地上\n二、学生党员代表报告：支教一年的收获\n三、学生党员代表报告：实验室里的“党员先锋岗”\n四、学院党委副书记总结',
    },
    {
      kind: 'party',
      category: '党史知识竞赛',
      title: '学院党史知识竞赛初赛',
      day: 5,
      at: 18.5,
      hours: 1.5,
      place: c.hall,
      organizer: `${name}、学院团委`,
      capacity: 120,
      intro:
        '以党支部为单位组队参赛，笔试与现场答题相结合，成绩前两名的代表队代表学院参加学校决赛。题目范围：中国共产党简史、党章和党的创新理论。',
      agenda: '18:15 各代表队签到\n一、笔试（30 分钟）\n二、现场必答题\n三、公布初赛成绩和晋级名单',
    },
    visit(past, -9, `${name}`, 45, `重温革命历史：参观${past.name}`),
    visit(coming, 6, `${name}`, 45, `学习党章党史：参观${coming.name}`),
  ];
}

/** what the branch asks for a make-up, by the kind of organisation life missed */
const REQUIREMENT: Record<string, string> = {
  支部党员大会: '观看会议录像，阅读会议纪要和全会公报，提交不少于 500 字的学习笔记',
  党小组会: '向党小组长了解会议内容，对照党章逐条查找自身差距，提交书面对照检查材料',
  党课: '观看专题党课录像并提交学习心得',
  支部委员会: '阅读会议纪要并向支部书记当面汇报学习情况',
  主题党日: '自行参观活动所去的教育基地，提交参观照片和心得体会',
};

/** demo make-ups in a given state: who reported what, and the branch's word */
const REPORTED: Record<string, { note: string; confirmed?: string }> = {
  '2021030301': {
    note: '已完整观看会议录像，认真学习了全会公报和支部书记的传达讲话，撰写学习笔记 1200 字，重点思考了如何把全会精神落实到博士论文选题和理论宣讲中。',
    confirmed: '学习笔记内容充实，联系实际深入，予以确认。',
  },
  '2022020201': {
    note: '通过会议录像补学了支部党员大会内容，学习了全会公报，撰写学习笔记约 800 字，并与入党介绍人交流了学习体会。',
  },
  '2023010105': {
    note: '已向党小组长了解会议内容，对照党章总纲和党员义务逐条查找了自己在学习纪律方面的差距，提交了书面对照检查材料。',
  },
};

const flatten = (o: OrgSeed, parent: OrgSeed | null): { org: OrgSeed; parent: OrgSeed | null }[] => [
  { org: o, parent },
  ...(o.children ?? []).flatMap((c) => flatten(c, o)),
];

export async function insertPartyIndexActsDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t = Date.parse(now);
  // Beijing midnight of today, as UTC
  const day0 = Math.floor((t + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const at = (days: number, hours: number) => new Date(day0 + days * DAY + hours * HOUR).toISOString();
  const year = new Date(t + 8 * HOUR).getUTCFullYear();
  const orgRows = await trx.selectFrom('orgUnit').select(['id', 'name', 'parentId']).execute();
  const orgId = (name: string) => orgRows.find((o) => o.name === name)?.id;
  const users = await trx
    .selectFrom('user')
    .select(['id', 'orgId'])
    .where('orgId', 'is not', null)
    .where('account', 'not in', classmateAccounts)
    .orderBy('id')
    .execute();
  const below = (root: number) => {
    const ids = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const o of orgRows)
        if (o.parentId !== null && ids.has(o.parentId) && !ids.has(o.id)) {
          ids.add(o.id);
          grew = true;
        }
    }
    return users.filter((u) => u.orgId !== null && ids.has(u.orgId));
  };

  let n = 0;
  const insert = async (org: number, a: ActSeed) => {
    n += 1;
    const startTime = at(a.day, a.at);
    const endTime = at(a.day, a.at + a.hours);
    const { id } = await trx
      .insertInto('partyAct')
      .values({
        orgId: org,
        kind: a.kind,
        category: a.category,
        title: a.title,
        startTime,
        endTime,
        place: a.place,
        organizer: a.organizer,
        capacity: a.capacity,
        baseName: a.baseName ?? '',
        baseAddress: a.baseAddress ?? '',
        intro: a.intro,
        agenda: a.agenda,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the organiser's records: after the end most attended (a few absent); before it, about half enrolled
    const ended = endTime <= now;
    const records = below(org)
      .flatMap((u, i): Insertable<PartyActRecordTable>[] => {
        const k = i + n;
        if (ended) {
          const attended = k % 5 !== 3;
          const remark =
            attended && a.kind === 'base' && k % 6 === 0 ? '参观心得获评支部优秀心得' : attended && k % 9 === 0 ? '担任现场签到志愿者' : '';
          return [
            {
              actId: id,
              userId: u.id,
              status: attended ? 'attended' : 'absent',
              checkInAt: attended ? at(a.day, a.at - 0.25) : null,
              remark,
            },
          ];
        }
        return k % 2 === 0 ? [{ actId: id, userId: u.id, status: 'enrolled', checkInAt: null, remark: '' }] : [];
      })
      .slice(0, a.capacity);
    if (records.length > 0) await trx.insertInto('partyActRecord').values(records).execute();
  };

  const school = orgId(orgTree.name);
  if (school !== undefined) for (const a of schoolActs(year)) await insert(school, a);
  const tree = flatten(orgTree, null);
  for (const c of COLLEGES) {
    const node = tree.find((x) => x.org.key === c.key);
    const id = node ? orgId(node.org.name) : undefined;
    if (node && id !== undefined) for (const a of collegeActs(c, node.org.name)) await insert(id, a);
  }

  // make-ups for the organisation life already held where someone was absent or on leave
  const missed = await trx
    .selectFrom('orgActAttendance as r')
    .innerJoin('orgAct as a', 'a.id', 'r.actId')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select(['r.actId', 'r.userId', 'r.status', 'a.category', 'a.endTime', 'o.name as orgName', 'u.account'])
    .where('r.status', 'in', ['absent', 'leave'])
    .where('a.endTime', '<=', now)
    .orderBy('a.startTime')
    .orderBy('r.userId')
    .execute();
  for (const m of missed) {
    const ends = Date.parse(m.endTime);
    const reported = REPORTED[m.account];
    const submittedAt = reported ? new Date(Math.min(t - 2 * DAY, ends + 5 * DAY)).toISOString() : null;
    const confirmedAt = reported?.confirmed ? new Date(Math.min(t - DAY, ends + 7 * DAY)).toISOString() : null;
    await trx
      .insertInto('orgActMend')
      .values({
        actId: m.actId,
        userId: m.userId,
        requirement: REQUIREMENT[m.category] ?? REQUIREMENT.党课,
        // four weeks after the activity, at 23:59 Beijing time
        deadline: new Date(Math.floor((ends + 8 * HOUR) / DAY) * DAY - 8 * HOUR + 28 * DAY + 24 * HOUR - 60_000).toISOString(),
        state: reported ? (reported.confirmed ? 'confirmed' : 'done') : 'pending',
        note: reported?.note ?? '',
        submittedAt,
        confirmedBy: reported?.confirmed ? `${m.orgName}委员会` : '',
        confirmComment: reported?.confirmed ?? '',
        confirmedAt,
        createdAt: new Date(Math.min(t, ends + DAY)).toISOString(),
      })
      .execute();
  }
}
