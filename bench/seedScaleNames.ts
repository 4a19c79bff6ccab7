// seed:scale's word lists: people's names and the larger organisation tree (学院党委/党总支 ->
// 党支部) added under the school beside the demo's colleges. Deterministic: every draw takes a
// random number from the caller's generator.

export type Rand = () => number;

export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** Common surnames, most frequent first; drawn with a falling weight so 王李张刘陈 lead. */
const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '金',
  '石', '廖', '贾', '夏', '韦', '付', '方', '白', '邹', '孟', '熊', '秦', '邱', '江', '尹', '薛', '闫', '段', '雷', '侯',
  '龙', '史', '陶', '黎', '贺', '顾', '毛', '郝', '龚', '邵', '万', '钱', '严', '覃', '武', '戴', '莫', '孔', '向', '汤',
  '欧阳', '司马', '诸葛', '上官',
] as const;

const MALE = [
  '浩', '宇', '轩', '然', '博', '文', '俊', '杰', '子', '明', '伟', '涛', '鹏', '磊', '晨', '阳', '睿', '泽', '昊', '辰',
  '志', '强', '建', '国', '海', '峰', '凯', '航', '天', '一', '嘉', '铭', '宏', '逸', '哲', '思', '远', '翔', '恒', '诚',
  '斌', '飞', '朗', '毅', '锐', '楷', '骁', '硕', '彬', '亮',
] as const;
const FEMALE = [
  '雨', '欣', '怡', '婷', '佳', '琪', '雪', '梦', '瑶', '晓', '静', '思', '涵', '悦', '诗', '可', '心', '妍', '蕾', '璐',
  '丽', '娟', '燕', '倩', '颖', '玥', '萱', '琳', '菲', '嘉', '月', '雯', '彤', '楠', '洁', '慧', '敏', '芳', '婧', '露',
  '语', '桐', '若', '安', '宁', '薇', '曦', '岚', '筱', '冉',
] as const;

/** A realistic name: a weighted surname and a one- or two-character given name. */
export function personName(rand: Rand, gender: 1 | 2): string {
  // weight ~ 1/(rank+4): the top surnames are much more common, the rare ones still appear
  const r = rand();
  const surname = SURNAMES[Math.min(SURNAMES.length - 1, Math.floor(SURNAMES.length * r * r * r))];
  const chars = gender === 1 ? MALE : FEMALE;
  const given = rand() < 0.22 ? pick(rand, chars) : pick(rand, chars) + pick(rand, chars);
  return surname + given;
}

export interface CollegeSeed { name: string; kind: '党委' | '党总支'; short: string; major: string }

/** The colleges added by seed:scale (the demo's five stay as they are). */
export const SCALE_COLLEGES: CollegeSeed[] = [
  { name: '物理与电子工程学院党委', kind: '党委', short: '物电学院', major: '应用物理学' },
  { name: '化学与分子工程学院党委', kind: '党委', short: '化学学院', major: '化学' },
  { name: '材料科学与工程学院党委', kind: '党委', short: '材料学院', major: '材料科学与工程' },
  { name: '信息科学与工程学院党委', kind: '党委', short: '信息学院', major: '电子信息工程' },
  { name: '自动化学院党委', kind: '党委', short: '自动化学院', major: '自动化' },
  { name: '土木工程学院党委', kind: '党委', short: '土木学院', major: '土木工程' },
  { name: '建筑与城市规划学院党总支', kind: '党总支', short: '建筑学院', major: '城乡规划' },
  { name: '环境科学与工程学院党委', kind: '党委', short: '环境学院', major: '环境工程' },
  { name: '生物工程学院党委', kind: '党委', short: '生工学院', major: '生物工程' },
  { name: '药学院党委', kind: '党委', short: '药学院', major: '药学' },
  { name: '数学与统计学院党委', kind: '党委', short: '数学学院', major: '数学与应用数学' },
  { name: '外国语学院党总支', kind: '党总支', short: '外国语学院', major: '英语' },
  { name: '人文学院党委', kind: '党委', short: '人文学院', major: '汉语言文学' },
  { name: '法学院党总支', kind: '党总支', short: '法学院', major: '法学' },
  { name: '新闻传播学院党总支', kind: '党总支', short: '新传学院', major: '新闻学' },
  { name: '艺术设计学院党总支', kind: '党总支', short: '艺术学院', major: '视觉传达设计' },
  { name: '体育学院党总支', kind: '党总支', short: '体育学院', major: '体育教育' },
  { name: '能源与动力工程学院党委', kind: '党委', short: '能动学院', major: '能源与动力工程' },
  { name: '公共管理学院党委', kind: '党委', short: '公管学院', major: '行政管理' },
  { name: '医学院党委', kind: '党委', short: '医学院', major: '临床医学' },
];

/** Branch names of a college, in order; a college keeps 8-12 of them. Students' branches first. */
const BRANCH_SUFFIXES = [
  '2022级本科生党支部', '2023级本科生第一党支部', '2023级本科生第二党支部', '2024级本科生第一党支部', '2024级本科生第二党支部',
  '2025级本科生党支部', '硕士研究生第一党支部', '硕士研究生第二党支部', '博士研究生党支部', '教工第一党支部', '教工第二党支部',
  '机关教辅党支部',
] as const;

/** A college's branches: 8-12 names, keeping the staff branches and dropping some student ones. */
export function branchNames(rand: Rand, college: CollegeSeed): { name: string; staff: boolean }[] {
  const keep = 8 + Math.floor(rand() * 5);
  const all = BRANCH_SUFFIXES.map((s) => ({ name: college.short + s, staff: s.startsWith('教工') || s.startsWith('机关') }));
  while (all.length > keep) {
    const students = all.map((b, i) => (b.staff ? -1 : i)).filter((i) => i >= 0);
    all.splice(students[Math.floor(rand() * students.length)], 1);
  }
  return all;
}

export const NATIONS = ['01', '01', '01', '01', '01', '01', '01', '01', '01', '02', '03', '05', '06'] as const;
