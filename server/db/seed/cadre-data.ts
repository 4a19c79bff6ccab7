import type { Clip } from './videos';

// The cadre area's demo catalogue (docs/domain/study-time.md, 干部专区): four cadre lesson tags, their lessons
// (sharing the demo clips), and three specials whose stages pick chapters of those lessons.

export interface CadreTagSeed {
  name: string;
  clip: Clip;
  colour: string;
}
export interface CadreLessonSeed {
  tag: string;
  title: string;
  teacher: string;
  intro: string;
  chapters: string[];
}
/** a chapter: the lesson's title and the chapter's place in it (1-based) */
export type ChapterRef = [lesson: string, chapter: number];
export interface SpecialSeed {
  title: string;
  intro: string;
  period: string;
  colour: string;
  stages: { title: string; videos: ChapterRef[] }[];
}

export const cadreTagSeeds: CadreTagSeed[] = [
  { name: '理想信念', clip: 'history', colour: '#9c1c1c' },
  { name: '政治理论', clip: 'theory', colour: '#7a1f0e' },
  { name: '廉洁从政', clip: 'integrity', colour: '#6b1238' },
  { name: '领导能力', clip: 'rules', colour: '#1d4e89' },
];

const l = (tag: string, title: string, teacher: string, intro: string, chapters: string): CadreLessonSeed => ({
  tag,
  title,
  teacher,
  intro,
  chapters: chapters.split('|'),
});

export const LESSON_III = '党的二十届三中全会精神解读';
export const LESSON_METHOD = '新时代党的创新理论的世界观和方法论';
export const LESSON_UNITY = '铸牢中华民族共同体意识的理论与实践';
export const LESSON_IDEALS = '坚定理想信念 补足精神之钙';
export const LESSON_SPIRIT = '弘扬伟大建党精神';
export const LESSON_RULES = '《中国共产党纪律处分条例》解读';
export const LESSON_EIGHT = '锲而不舍落实中央八项规定精神';
export const LESSON_CASES = '以案为鉴 警钟长鸣：典型案例警示教育';
export const LESSON_RESEARCH = '大兴调查研究之风';
export const LESSON_GOVERN = '高校治理现代化与领导干部履职能力';

export const cadreLessonSeeds: CadreLessonSeed[] = [
  l(
    '理想信念',
    LESSON_IDEALS,
    '张国华 教授',
    '理想信念是共产党人精神上的“钙”。本课结合党的历史和干部成长规律，讲述领导干部如何在学思践悟中坚定理想信念、把牢思想“总开关”。',
    '第一讲 理想信念是共产党人的精神之钙|第二讲 在学思践悟中坚定理想信念|第三讲 把理想信念落实到岗位实践',
  ),
  l(
    '理想信念',
    LESSON_SPIRIT,
    '李红 教授',
    '深刻领会“坚持真理、坚守理想，践行初心、担当使命，不怕牺牲、英勇斗争，对党忠诚、不负人民”的伟大建党精神，赓续共产党人精神血脉。',
    '第一讲 伟大建党精神的科学内涵|第二讲 伟大建党精神的时代价值',
  ),
  l(
    '政治理论',
    LESSON_III,
    '王建国 研究员',
    '系统解读党的二十届三中全会通过的《中共中央关于进一步全面深化改革、推进中国式现代化的决定》，把握进一步全面深化改革的总目标、重大原则和重点任务。',
    '第一讲 进一步全面深化改革的总目标|第二讲 构建高水平社会主义市场经济体制|第三讲 健全全过程人民民主制度体系|第四讲 加强党对进一步全面深化改革的领导',
  ),
  l(
    '政治理论',
    LESSON_METHOD,
    '陈立新 教授',
    '围绕“六个必须坚持”，讲述新时代党的创新理论的世界观和方法论，提高领导干部运用科学理论分析和解决实际问题的能力。',
    '第一讲 必须坚持人民至上|第二讲 必须坚持自信自立、守正创新|第三讲 必须坚持问题导向、系统观念',
  ),
  l(
    '政治理论',
    LESSON_UNITY,
    '吐尔洪 教授',
    '从历史、理论和实践三个维度阐释铸牢中华民族共同体意识这一新时代党的民族工作的主线，结合高校实际谈如何做好民族团结进步教育。',
    '第一讲 中华民族共同体的历史逻辑|第二讲 新时代党的民族工作的主线|第三讲 高校民族团结进步教育的实践',
  ),
  l(
    '廉洁从政',
    LESSON_RULES,
    '刘志刚 教授',
    '逐条解读 2024 年修订的《中国共产党纪律处分条例》，讲清政治纪律、组织纪律、廉洁纪律、群众纪律、工作纪律、生活纪律的具体要求。',
    '第一讲 条例修订的背景与主要内容|第二讲 六项纪律的具体要求|第三讲 精准运用监督执纪“四种形态”',
  ),
  l(
    '廉洁从政',
    LESSON_EIGHT,
    '周敏 研究员',
    '回顾中央八项规定出台以来作风建设的成效与经验，讲述新形势下领导干部如何持续纠治“四风”、带头转变作风。',
    '第一讲 八项规定改变中国|第二讲 持续纠治形式主义、官僚主义',
  ),
  l(
    '廉洁从政',
    LESSON_CASES,
    '赵红梅 处长',
    '选取高校和教育系统近年查处的典型案例，剖析违纪违法的思想根源和制度漏洞，引导领导干部知敬畏、存戒惧、守底线。',
    '第一讲 典型案例剖析|第二讲 以案促改、以案促治',
  ),
  l(
    '领导能力',
    LESSON_RESEARCH,
    '孙立平 教授',
    '学习运用“四下基层”等优良传统，讲述调查研究的基本方法、常见误区和成果转化，提高领导干部发现问题、解决问题的本领。',
    '第一讲 调查研究是谋事之基、成事之道|第二讲 调查研究的方法与成果转化',
  ),
  l(
    '领导能力',
    LESSON_GOVERN,
    '郑海涛 教授',
    '围绕完善中国特色现代大学制度，讲述党委领导下的校长负责制、依法治校和风险防范，提升高校领导干部的履职能力。',
    '第一讲 党委领导下的校长负责制|第二讲 依法治校与内部治理|第三讲 校园安全与风险防范',
  ),
];

export const specialSeeds: SpecialSeed[] = [
  {
    title: '学习贯彻党的二十届三中全会精神专题',
    intro: '原原本本学习全会《决定》，深入研讨进一步全面深化改革的重点任务，结合学校改革发展实际谋划落实举措。',
    period: '2026年9月—2026年12月',
    colour: '#a31515',
    stages: [
      {
        title: '第一阶段 原原本本学全会精神',
        videos: [
          [LESSON_III, 1],
          [LESSON_III, 2],
        ],
      },
      {
        title: '第二阶段 深入研讨改革任务',
        videos: [
          [LESSON_III, 3],
          [LESSON_III, 4],
          [LESSON_METHOD, 1],
        ],
      },
      {
        title: '第三阶段 联系实际抓落实',
        videos: [
          [LESSON_RESEARCH, 1],
          [LESSON_RESEARCH, 2],
          [LESSON_GOVERN, 2],
        ],
      },
    ],
  },
  {
    title: '党纪学习教育专题',
    intro: '以学习《中国共产党纪律处分条例》为重点，引导领导干部学纪、知纪、明纪、守纪，做到知敬畏、存戒惧、守底线。',
    period: '2026年4月—2026年7月',
    colour: '#6b1238',
    stages: [
      {
        title: '第一阶段 逐条学习条例',
        videos: [
          [LESSON_RULES, 1],
          [LESSON_RULES, 2],
          [LESSON_RULES, 3],
        ],
      },
      {
        title: '第二阶段 明纪律守规矩',
        videos: [
          [LESSON_EIGHT, 1],
          [LESSON_EIGHT, 2],
        ],
      },
      {
        title: '第三阶段 以案为鉴促整改',
        videos: [
          [LESSON_CASES, 1],
          [LESSON_CASES, 2],
        ],
      },
      { title: '第四阶段 坚定信念守初心', videos: [[LESSON_IDEALS, 3]] },
    ],
  },
  {
    title: '铸牢中华民族共同体意识专题',
    intro: '深入学习习近平总书记关于加强和改进民族工作的重要思想，把铸牢中华民族共同体意识贯穿学校教育教学全过程。',
    period: '2026年10月—2027年1月',
    colour: '#1d4e89',
    stages: [
      {
        title: '第一阶段 理论学习',
        videos: [
          [LESSON_UNITY, 1],
          [LESSON_UNITY, 2],
        ],
      },
      {
        title: '第二阶段 实践研讨',
        videos: [
          [LESSON_UNITY, 3],
          [LESSON_SPIRIT, 2],
        ],
      },
    ],
  },
];

/** gb001's demo progress: for each chapter the share watched from the start (>= 0.9 is completed). */
export const cadreProgress: { account: string; chapters: [ChapterRef, number][] } = {
  account: 'gb001',
  chapters: [
    [[LESSON_RULES, 1], 1],
    [[LESSON_RULES, 2], 1],
    [[LESSON_RULES, 3], 1],
    [[LESSON_EIGHT, 1], 1],
    [[LESSON_EIGHT, 2], 0.45],
    [[LESSON_III, 1], 1],
    [[LESSON_III, 2], 0.3],
    [[LESSON_IDEALS, 1], 1],
  ],
};
