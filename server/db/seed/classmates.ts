import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertStudyRecords, type LearnerStudy } from './lessons';
import { LEARNER_PASSWORD, learner, people, type LearnerRow } from './people';
import { phasePlans } from './stageLessons';
import type { StructureIds } from './structure';
import { insertPeople } from './users';

// The demo learners' classmates: learners in the same training stages (本期) as 张晓明, 李思雨,
// 王浩然, 王建华 and 陈静, spread over the branches of their colleges and a few others, so that
// 学习排行 (本支部 / 本学院 / 全校) has a list to rank them in. They are study-only records: each
// has watched some of their stage's required lessons over the last 60 days and nothing else
// (no topic, activity, message or branch meeting: the seeds of those leave them out by
// classmateAccounts), except that 陈静's fellow 正式党员 顾一鸣 and 邵雨晴 stand and vote in their
// branch's votes (orgAct.ts). They log in with the demo learners' password like any imported learner.
//
// The figures are chosen: 王浩然 (63,150 s) ranks 4th of 9 in his branch, 5th of 12 in his
// college and 8th of 19 in the school; 张晓明 (49,260 s) 4th of 7, 6th of 11 and 8th of 15; one
// tie in each of their branches (57,540 s, 38,970 s), so equal figures share a rank.

type ClassmateRow = [...LearnerRow, seconds: number];

const classmateRows: ClassmateRow[] = [
  // 预备党员培训 2026年秋季学期 第一阶段 (王浩然's stage)
  ['2022030115', '周文博', 'zhouwenbo', 1, 'me-ug', '预备党员', 'prob-f1', '汉族', '2004-02-19', '2026-05-20', '机械设计制造及其自动化', '机械2201班', 87390],
  ['2022030127', '蒋雨欣', 'jiangyuxin', 2, 'me-ug', '预备党员', 'prob-f1', '汉族', '2004-06-02', '2026-05-20', '车辆工程', '车辆2201班', 75150],
  ['2022030203', '曹宇航', 'caoyuhang', 1, 'me-ug', '预备党员', 'prob-f1', '汉族', '2003-12-15', '2026-06-10', '测控技术与仪器', '测控2201班', 68220],
  ['2022030136', '彭思琪', 'pengsiqi', 2, 'me-ug', '预备党员', 'prob-f1', '汉族', '2004-09-08', '2026-05-20', '机械设计制造及其自动化', '机械2202班', 57540],
  ['2022030141', '鲁浩宇', 'luhaoyu', 1, 'me-ug', '预备党员', 'prob-f1', '汉族', '2004-03-27', '2026-06-10', '车辆工程', '车辆2202班', 57540],
  ['2022030208', '苏婉清', 'suwanqing', 2, 'me-ug', '预备党员', 'prob-f1', '汉族', '2004-11-21', '2026-05-20', '机械设计制造及其自动化', '机械2202班', 49020],
  ['2022030219', '乌日娜', 'wurina', 2, 'me-ug', '预备党员', 'prob-f1', '蒙古族', '2004-05-13', '2026-06-10', '测控技术与仪器', '测控2201班', 34110],
  ['2022030224', '范志远', 'fanzhiyuan', 1, 'me-ug', '预备党员', 'prob-f1', '汉族', '2003-10-30', '2026-06-10', '车辆工程', '车辆2201班', 19170],
  ['2025130014', '郭子豪', 'guozihao', 1, 'me-grad', '预备党员', 'prob-f1', '汉族', '2002-08-16', '2026-04-17', '机械工程', '机械2025级硕士班', 81000],
  ['2024130033', '宋佳宁', 'songjianing', 2, 'me-grad', '预备党员', 'prob-f1', '汉族', '2001-04-04', '2026-04-17', '智能制造工程', '智造2024级硕士班', 53280],
  ['2025130027', '龙泽宇', 'longzeyu', 1, 'me-grad', '预备党员', 'prob-f1', '苗族', '2002-12-09', '2026-06-05', '机械工程', '机械2025级硕士班', 27720],
  ['2022010215', '陆嘉怡', 'lujiayi', 2, 'cs-ug2', '预备党员', 'prob-f1', '汉族', '2004-01-25', '2026-06-10', '人工智能', '智能2201班', 91650],
  ['2022010226', '钟俊豪', 'zhongjunhao', 1, 'cs-ug2', '预备党员', 'prob-f1', '汉族', '2004-07-17', '2026-06-10', '软件工程', '软工2202班', 40500],
  ['2025110036', '魏思远', 'weisiyuan', 1, 'cs-grad', '预备党员', 'prob-f1', '汉族', '2002-10-11', '2026-05-29', '计算机技术', '计算机2025级硕士班', 66090],
  ['2022040112', '姚欣怡', 'yaoxinyi', 2, 'em-ug1', '预备党员', 'prob-f1', '汉族', '2004-04-28', '2026-05-22', '会计学', '会计2201班', 71400],
  ['2022040124', '汪振宇', 'wangzhenyu', 1, 'em-ug1', '预备党员', 'prob-f1', '汉族', '2003-09-14', '2026-05-22', '工商管理', '工商2201班', 23460],
  ['2022040139', '秦雅婷', 'qinyating', 2, 'em-ug2', '预备党员', 'prob-f1', '汉族', '2004-02-06', '2026-05-22', '金融学', '金融2202班', 43710],
  ['2025120031', '白晓峰', 'baixiaofeng', 1, 'marx-grad', '预备党员', 'prob-f1', '白族', '2002-07-22', '2026-06-05', '思想政治教育', '思政2025级硕士班', 60750],

  // 入党积极分子培训 2026年秋季学期 第一阶段 (张晓明's stage)
  ['2024010105', '胡子墨', 'huzimo', 1, 'cs-ug1', '入党积极分子', 'act-f1', '汉族', '2006-01-18', null, '计算机科学与技术', '计科2401班', 55470],
  ['2024010117', '潘诗涵', 'panshihan', 2, 'cs-ug1', '入党积极分子', 'act-f1', '汉族', '2006-03-09', null, '计算机科学与技术', '计科2401班', 52290],
  ['2024010123', '贺嘉树', 'hejiashu', 1, 'cs-ug1', '入党积极分子', 'act-f1', '汉族', '2005-10-26', null, '软件工程', '软工2401班', 50490],
  ['2024010131', '袁梦琪', 'yuanmengqi', 2, 'cs-ug1', '入党积极分子', 'act-f1', '汉族', '2006-05-31', null, '软件工程', '软工2401班', 38970],
  ['2024010138', '金宇轩', 'jinyuxuan', 1, 'cs-ug1', '入党积极分子', 'act-f1', '朝鲜族', '2005-12-03', null, '计算机科学与技术', '计科2402班', 38970],
  ['2024010142', '覃小雅', 'qinxiaoya', 2, 'cs-ug1', '入党积极分子', 'act-f1', '壮族', '2006-02-22', null, '计算机科学与技术', '计科2402班', 25980],
  ['2024010206', '戴晨曦', 'daichenxi', 2, 'cs-ug2', '入党积极分子', 'act-f1', '汉族', '2005-08-14', null, '人工智能', '智能2401班', 53700],
  ['2024010214', '严浩', 'yanhao', 1, 'cs-ug2', '入党积极分子', 'act-f1', '汉族', '2006-04-07', null, '数据科学与大数据技术', '数据2401班', 43320],
  ['2024010229', '孔令怡', 'konglingyi', 2, 'cs-ug2', '入党积极分子', 'act-f1', '汉族', '2005-11-19', null, '人工智能', '智能2401班', 15150],
  ['2025110041', '段文涛', 'duanwentao', 1, 'cs-grad', '入党积极分子', 'act-f1', '汉族', '2003-01-12', null, '计算机技术', '计算机2025级硕士班', 51570],
  ['2024030112', '邱明杰', 'qiumingjie', 1, 'me-ug', '入党积极分子', 'act-f1', '汉族', '2005-09-02', null, '机械设计制造及其自动化', '机械2401班', 54390],
  ['2024040108', '夏语桐', 'xiayutong', 2, 'em-ug1', '入党积极分子', 'act-f1', '汉族', '2006-06-16', null, '会计学', '会计2401班', 34650],
  ['2024040215', '傅子健', 'fuzijian', 1, 'em-ug2', '入党积极分子', 'act-f1', '汉族', '2005-07-08', null, '国际经济与贸易', '国贸2401班', 48720],
  ['2025120044', '央金拉姆', 'yangjinlamu', 2, 'marx-grad', '入党积极分子', 'act-f1', '藏族', '2002-11-28', null, '马克思主义基本原理', '马原2025级硕士班', 56010],

  // 发展对象培训 2026年秋季学期 第一阶段 (李思雨's and 王建华's stage)
  ['2023010114', '方一凡', 'fangyifan', 1, 'cs-ug1', '发展对象', 'cand-f1', '汉族', '2005-03-15', null, '计算机科学与技术', '计科2301班', 49500],
  ['2023010127', '石静怡', 'shijingyi', 2, 'cs-ug1', '发展对象', 'cand-f1', '汉族', '2005-06-24', null, '软件工程', '软工2301班', 21780],
  ['2023040211', '任天佑', 'rentianyou', 1, 'em-ug2', '发展对象', 'cand-f1', '汉族', '2004-12-30', null, '金融学', '金融2301班', 43560],
  ['2023040224', '薛凯琳', 'xuekailin', 2, 'em-ug2', '发展对象', 'cand-f1', '汉族', '2005-04-10', null, '国际经济与贸易', '国贸2301班', 32670],
  ['2025110053', '常昊天', 'changhaotian', 1, 'cs-grad', '发展对象', 'cand-f1', '汉族', '2002-09-05', null, '软件工程', '软件2025级硕士班', 38610],
  ['2023030128', '武晓婷', 'wuxiaoting', 2, 'me-ug', '发展对象', 'cand-f1', '汉族', '2005-01-07', null, '车辆工程', '车辆2301班', 57420],

  // 预备党员培训 2026年春季学期 第一阶段 (陈静's stage): full members since 2025, as she is
  ['2024120026', '邵雨晴', 'shaoyuqing', 2, 'marx-grad', '正式党员', 'prob-s1', '汉族', '2001-08-20', '2025-06-18', '思想政治教育', '思政2024级硕士班', 45360],
  ['2024120039', '顾一鸣', 'guyiming', 1, 'marx-grad', '正式党员', 'prob-s1', '汉族', '2000-10-02', '2025-05-23', '马克思主义中国化研究', '马中2024级硕士班', 25920],
  ['2024110047', '孟凡宇', 'mengfanyu', 1, 'cs-grad', '正式党员', 'prob-s1', '满族', '2001-03-17', '2025-06-06', '计算机技术', '计算机2024级硕士班', 49680],
];

export const classmates = classmateRows.map((row, i) => ({
  person: learner(row.slice(0, 12) as LearnerRow, i + 40),
  seconds: row[12],
}));

/** The classmates' accounts: the seeds of topics, messages, branch meetings and votes leave them out. */
export const classmateAccounts: string[] = classmates.map((c) => c.person.account);

/**
 * Inserts the classmates with the demo learners' password and their study records. `hashes` are
 * the people's (users.ts hashedPasswords), so no password is hashed again.
 */
export async function insertClassmates(trx: Kysely<Database>, ids: StructureIds, hashes: string[], now: string): Promise<void> {
  const hash = hashes[people.findIndex((p) => p.password === LEARNER_PASSWORD)];
  await insertPeople(trx, ids, classmates.map((c) => c.person), classmates.map(() => hash));

  const users = await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', classmateAccounts).execute();
  const lessons = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  const videos = await trx.selectFrom('lessonVideo').select(['id', 'lessonId', 'duration']).orderBy('lessonId').orderBy('sort').orderBy('id').execute();
  const videosOf = (title: string) => {
    const lesson = lessons.find((l) => l.title === title);
    if (!lesson) throw new Error(`classmates: unknown lesson ${title}`);
    return videos.filter((v) => v.lessonId === lesson.id);
  };

  const learners: LearnerStudy[] = classmates.map((c, i) => {
    // the stage's required lessons, each classmate starting at another one
    const required = phasePlans[c.person.stage!.split('-')[0]].required;
    const order = required.map((_, k) => required[(k + i) % required.length]);
    const watched: LearnerStudy['watched'] = [];
    let left = c.seconds;
    for (const v of order.flatMap(videosOf)) {
      if (left <= 0) break;
      const seconds = Math.min(left, v.duration);
      watched.push({ videoId: v.id, seconds, share: seconds / v.duration });
      left -= seconds;
    }
    if (left > 0) throw new Error(`classmates: ${c.person.account} has more seconds than the stage's lessons`);
    return { userId: users.find((u) => u.account === c.person.account)!.id, key: c.person.account, watched, diligence: 0.45 + (i % 5) * 0.1 };
  });
  await insertStudyRecords(trx, learners, now);
}
