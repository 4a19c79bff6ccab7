// The demo special training topics: this term's classes for 入党积极分子 and 发展对象, and last
// year's 积极分子 class. Dates are days from the day the demo is loaded, so the classes are always
// under way (or, for last year's, over); titles take their year and term from those dates. A
// material is published within its stage's days (topicSeed.test checks), and read after that.

export type MaterialSeed =
  | { kind: 'article'; title: string; source: string; summary: string; body: string; day: number }
  | { kind: 'file'; title: string; summary: string; handout: string; day: number }
  | { kind: 'video'; title: string; summary: string; lesson: string; chapter: number; day: number };

export interface StageSeed {
  title: string;
  intro: string;
  from: number;
  to: number;
  materials: MaterialSeed[];
}

export interface NoticeSeed {
  title: string;
  body: string;
  day: number;
  pinned?: boolean;
}

/** A member's write-up: a draft, handed in, or reviewed by the 党校 teacher. */
export interface WorkSeed {
  account: string;
  state: 'draft' | 'submitted' | 'reviewed';
  /** paragraphs of their text */
  text: string[];
  comment?: string;
  score?: number;
}

export interface TopicSeed {
  key: string;
  /** the class name after its year and term, e.g. 入党积极分子培训班 */
  name: string;
  phase: 'act' | 'cand' | 'prob';
  /** members: every learner whose training stage is of these phases, plus these accounts */
  memberPhases: ('act' | 'cand' | 'prob')[];
  alsoAccounts?: string[];
  exceptAccounts?: string[];
  intro: string;
  from: number;
  to: number;
  colour: string;
  lessons: string[];
  experts: string[];
  exam?: { title: string; from: number; to: number; duration: number; passScore: number; singles: number; judges: number };
  work?: { title: string; prompt: string; min: number; max: number; deadlineDay: number };
  stages: StageSeed[];
  notices: NoticeSeed[];
  works: WorkSeed[];
  /** accounts that have opened every article and file of the topic */
  readAll?: string[];
}

export interface ExpertSeed {
  name: string;
  title: string;
  unit: string;
  teacher: string;
  summary: string;
  intro: string;
  colour: string;
}

export const expertSeeds: ExpertSeed[] = [
  {
    name: '王立新',
    title: '教授、博士生导师',
    unit: '马克思主义学院',
    teacher: '王立新 教授',
    colour: '#8d2a12',
    summary: '马克思主义基本原理研究，校党校特聘教授',
    intro:
      '王立新，马克思主义学院教授、博士生导师，校党校特聘教授。长期从事马克思主义基本原理和党的建设研究，主持国家社科基金项目 3 项，出版专著《唯物史观与新时代党的建设》。\n\n主讲“马克思主义基本原理概论”十余年，多次获评校“我最喜爱的老师”。在党校授课注重把基本原理讲透、把现实问题讲清，引导学员用马克思主义的立场、观点和方法分析问题。',
  },
  {
    name: '周建华',
    title: '教授',
    unit: '马克思主义学院',
    teacher: '周建华 教授',
    colour: '#b71c1c',
    summary: '中共党史研究，省党史学会理事',
    intro:
      '周建华，马克思主义学院教授，省中共党史学会理事。研究方向为中国共产党历史和党的建设史，著有《百年大党的奋斗与经验》等。\n\n在党校讲授党史专题，以三个历史决议为主线，讲述党领导人民进行革命、建设、改革的伟大历程，引导学员学史明理、学史增信、学史崇德、学史力行。',
  },
  {
    name: '张德明',
    title: '教授',
    unit: '党委组织部、党校',
    teacher: '张德明 教授',
    colour: '#a0401a',
    summary: '党章党规研究，党校常务副校长',
    intro:
      '张德明，教授，党委组织部副部长、党校常务副校长。长期从事党内法规和发展党员工作研究，参与编写《高校发展党员工作实务》。\n\n主讲“中国共产党章程逐条解读”，结合发展党员工作中的真实案例，讲清入党的条件、程序和党员的权利义务。',
  },
  {
    name: '马晓丽',
    title: '副教授',
    unit: '党委组织部',
    teacher: '马晓丽 副教授',
    colour: '#7b1240',
    summary: '发展党员工作实务，组织员',
    intro:
      '马晓丽，副教授，党委组织部组织员。从事学生党建工作十五年，熟悉发展党员工作的各个环节。\n\n主讲“发展党员工作细则”，从入党申请、积极分子的确定和培养，到发展对象的考察、预备党员的教育考察，逐一讲解工作要求和常见问题。',
  },
];

const p = (...lines: string[]) => lines.join('\n\n');

const articles = {
  whyJoin: {
    kind: 'article' as const,
    title: '端正入党动机：为什么要入党',
    source: '校党校',
    day: -66,
    summary: '入党动机是一个人要求入党的内在原因和真实目的。端正入党动机，是争取入党的首要问题。',
    body: p(
      '入党动机，是指一个人要求入党的内在原因和真实目的。它是推动一个人争取入党的内在动力，决定着入党后的表现。',
      '正确的入党动机只有一个，那就是为共产主义、中国特色社会主义事业奋斗终身，全心全意为人民服务。有的同学把入党当作求职的“敲门砖”，或者因为“别人都申请了我也申请”而递交申请书，这些动机都需要在学习中加以端正。',
      '端正入党动机不是一劳永逸的。要认真学习党的理论，了解党的历史和党的宗旨；要在学习、工作和生活中经受锻炼，用实际行动检验自己的动机；要经常对照党员标准查找差距，做到思想上入党。',
      '党章规定：“中国共产党党员必须全心全意为人民服务，不惜牺牲个人的一切，为实现共产主义奋斗终身。”这是对每一位申请入党的同志的要求，也是检验入党动机的试金石。',
    ),
  },
  partyNature: {
    kind: 'article' as const,
    title: '中国共产党的性质和宗旨',
    source: '《中国共产党章程》学习辅导',
    day: -60,
    summary: '中国共产党是中国工人阶级的先锋队，同时是中国人民和中华民族的先锋队。',
    body: p(
      '党章总纲开宗明义：中国共产党是中国工人阶级的先锋队，同时是中国人民和中华民族的先锋队，是中国特色社会主义事业的领导核心，代表中国先进生产力的发展要求，代表中国先进文化的前进方向，代表中国最广大人民的根本利益。',
      '党的最高理想和最终目标是实现共产主义。全心全意为人民服务是党的根本宗旨。党除了工人阶级和最广大人民群众的利益，没有自己特殊的利益。',
      '学习党的性质和宗旨，要把握“两个先锋队”的内在统一，理解党的领导是中国特色社会主义最本质的特征，把为人民服务落实到为同学服务、为集体服务的具体行动中。',
    ),
  },
  conditions: {
    kind: 'article' as const,
    title: '党员的条件、义务和权利',
    source: '校党校',
    day: -35,
    summary: '党章第一章规定了党员的条件、八项义务和八项权利，是每一位入党积极分子必须熟知的内容。',
    body: p(
      '年满十八岁的中国工人、农民、军人、知识分子和其他社会阶层的先进分子，承认党的纲领和章程，愿意参加党的一个组织并在其中积极工作、执行党的决议和按期交纳党费的，可以申请加入中国共产党。',
      '党员必须履行八项义务：认真学习马克思列宁主义、毛泽东思想、邓小平理论、“三个代表”重要思想、科学发展观和新时代中国特色社会主义思想；贯彻执行党的基本路线和各项方针、政策；坚持党和人民的利益高于一切；自觉遵守党的纪律；维护党的团结和统一；切实开展批评和自我批评；密切联系群众；发扬社会主义新风尚。',
      '党员享有八项权利，包括参加党的有关会议、阅读党的有关文件、接受党的教育和培训，在党的会议上和党报党刊上参加关于党的政策问题的讨论，对党的工作提出建议和倡议等。',
      '义务和权利是统一的。积极分子要以党员的条件和义务对照自己，在日常学习生活中做到“平常时候看得出来、关键时刻站得出来”。',
    ),
  },
  history: {
    kind: 'article' as const,
    title: '从红船启航：党的创建与早期奋斗',
    source: '《中国共产党简史》选读',
    day: -30,
    summary: '1921 年 7 月，中国共产党第一次全国代表大会召开，中国产生了共产党，这是开天辟地的大事变。',
    body: p(
      '1921 年 7 月 23 日，中国共产党第一次全国代表大会在上海召开，最后一天的会议转移到浙江嘉兴南湖的一艘游船上举行。大会通过了党的第一个纲领和第一个决议，宣告了中国共产党的正式成立。',
      '中国产生了共产党，这是开天辟地的大事变，深刻改变了近代以后中华民族发展的方向和进程，深刻改变了中国人民和中华民族的前途和命运。',
      '红船精神的内涵是：开天辟地、敢为人先的首创精神，坚定理想、百折不挠的奋斗精神，立党为公、忠诚为民的奉献精神。新时代的青年学生，要从党的创建历史中汲取力量，把个人理想融入国家和民族的事业之中。',
    ),
  },
  practice: {
    kind: 'article' as const,
    title: '社会实践指南：把学习成果转化为行动',
    source: '校党校',
    day: -8,
    summary: '实践锻炼阶段，每位学员至少参加一次志愿服务或社会调研，并撰写实践记录。',
    body: p(
      '实践锻炼是入党积极分子培养教育的重要环节。本阶段要求每位学员至少参加一次志愿服务、社区宣讲或社会调研活动，时长不少于 4 小时。',
      '可选的实践方向包括：到社区开展政策宣讲，参与校园文明志愿服务，走访革命传统教育基地，围绕乡村振兴、基层治理等主题开展小型调研。',
      '实践结束后，请在“我的作业”中填写实践记录，写明时间、地点、内容和收获，可附照片。党支部将把实践表现作为积极分子考察的重要依据。',
    ),
  },
  develop: {
    kind: 'article' as const,
    title: '发展对象的考察与政治审查',
    source: '党委组织部',
    day: -40,
    summary: '发展对象确定后，党组织要对其进行政治审查，并进行短期集中培训。',
    body: p(
      '对经过一年以上培养教育和考察、基本具备党员条件的入党积极分子，在听取党小组、培养联系人、党员和群众意见的基础上，支部委员会讨论同意并报上级党委备案后，可列为发展对象。',
      '党组织必须对发展对象进行政治审查。政治审查的主要内容是：对党的理论和路线、方针、政策的态度；政治历史和在重大政治斗争中的表现；遵纪守法和遵守社会公德情况；直系亲属和与本人关系密切的主要社会关系的政治情况。',
      '发展对象在发展为预备党员前，一般应参加集中培训，时间不少于三天（或不少于二十四个学时）。培训结束后进行考核，考核合格的方可列为预备党员人选。',
    ),
  },
  oath: {
    kind: 'article' as const,
    title: '入党誓词的深刻内涵',
    source: '校党校',
    day: -12,
    summary: '入党誓词是党员对党组织作出的庄严承诺，短短 80 个字，字字千钧。',
    body: p(
      '我志愿加入中国共产党，拥护党的纲领，遵守党的章程，履行党员义务，执行党的决定，严守党的纪律，保守党的秘密，对党忠诚，积极工作，为共产主义奋斗终身，随时准备为党和人民牺牲一切，永不叛党。',
      '入党誓词集中体现了党的性质、宗旨和对党员的基本要求。宣誓不只是一个仪式，更是一生的承诺。每一位发展对象都应当认真领会誓词的含义，以誓词为镜，时刻检视自己的言行。',
    ),
  },
};

export const topicSeeds: TopicSeed[] = [
  {
    key: 'act-now',
    name: '入党积极分子培训班',
    phase: 'act',
    memberPhases: ['act'],
    colour: '#b71c1c',
    from: -70,
    to: 30,
    intro: p(
      '本培训班面向全校本学期确定的入党积极分子，由校党校统一组织，分理论学习、党史党章专题、实践锻炼和考核结业四个阶段进行。',
      '结业要求：学完 3 门必修课程，阅读全部学习资料，通过结业考试（60 分及格），提交一篇不少于 800 字的学习心得体会。全部完成者颁发结业证书，作为列为发展对象的必要条件。',
    ),
    lessons: ['马克思主义基本原理概论', '中国共产党的百年奋斗历程', '中国共产党章程逐条解读'],
    experts: ['王立新', '周建华', '张德明', '马晓丽'],
    exam: { title: '入党积极分子培训班结业考试', from: -3, to: 28, duration: 45, passScore: 60, singles: 12, judges: 8 },
    work: {
      title: '学习党章心得体会',
      prompt:
        '结合本期培训所学和自身的学习、生活实际，谈谈你对党的性质、宗旨和党员条件的认识，以及今后努力的方向。要求观点明确、联系实际，不少于 800 字。',
      min: 800,
      max: 3000,
      deadlineDay: 20,
    },
    stages: [
      {
        title: '第一阶段 理论学习',
        intro: '学习马克思主义基本原理和党的基本知识，端正入党动机。',
        from: -70,
        to: -41,
        materials: [
          articles.whyJoin,
          articles.partyNature,
          {
            kind: 'video',
            title: '马克思主义是什么（课程视频）',
            summary: '王立新教授主讲“马克思主义基本原理概论”第一讲。',
            lesson: '马克思主义基本原理概论',
            chapter: 1,
            day: -64,
          },
          {
            kind: 'file',
            title: '入党申请书写作指导',
            summary: '校党校编印：入党申请书的格式、内容和注意事项，完成“提交入党申请书扫描件”任务前请先阅读。',
            handout: 'application-guide.pdf',
            day: -62,
          },
        ],
      },
      {
        title: '第二阶段 党史党章专题',
        intro: '学习党的历史和党章，掌握党员的条件、义务和权利。',
        from: -40,
        to: -11,
        materials: [
          articles.conditions,
          articles.history,
          {
            kind: 'file',
            title: '党章党规学习讲义',
            summary: '校党校编印的党章党规学习讲义，供课后自学。',
            handout: 'notes-3.docx',
            day: -34,
          },
          {
            kind: 'video',
            title: '开天辟地：党的创建（课程视频）',
            summary: '周建华教授主讲“中国共产党的百年奋斗历程”第一讲。',
            lesson: '中国共产党的百年奋斗历程',
            chapter: 1,
            day: -28,
          },
        ],
      },
      {
        title: '第三阶段 实践锻炼',
        intro: '参加志愿服务或社会调研，把学习成果转化为行动。',
        from: -10,
        to: 15,
        materials: [
          articles.practice,
          {
            kind: 'file',
            title: '学员学习记录表',
            summary: '实践活动与学习情况记录表，填写后交所在党支部。',
            handout: 'record-form.docx',
            day: -7,
          },
        ],
      },
      { title: '第四阶段 考核结业', intro: '参加结业考试，提交学习心得，党支部进行综合考察。', from: 16, to: 30, materials: [] },
    ],
    notices: [
      {
        title: '开班通知',
        pinned: true,
        day: -72,
        body: p(
          '各学院党委（党总支）：',
          '经研究，校党校本学期入党积极分子培训班定于近期开班，请各单位组织本学期确定的入党积极分子按时参加。',
          '培训采取线上学习与集中授课相结合的方式，线上课程和学习资料均在本平台“专题培训”中发布，请学员按阶段安排完成学习。',
          '校党校\n联系电话：021-6425 3310',
        ),
      },
      {
        title: '第二阶段学习安排',
        day: -41,
        body: p(
          '第二阶段为党史党章专题学习，请学员在阶段结束前完成两篇学习资料和两个课程视频的学习。',
          '张德明教授的党章专题辅导课将在图书馆报告厅举行，具体时间见“集中培训”栏目。',
        ),
      },
      {
        title: '关于提交学习心得体会的通知',
        day: -5,
        body: p(
          '请各位学员结合本期培训所学撰写学习心得体会，不少于 800 字，在截止时间前通过本平台提交。',
          '提交后不可修改，请认真检查后再提交。心得体会将由党校老师批阅，批阅意见可在“我的作业”中查看。',
        ),
      },
      {
        title: '结业考试安排',
        day: -3,
        body: p(
          '结业考试已开放，考试时长 45 分钟，满分 100 分，60 分及格，可作答 2 次，取最高成绩。',
          '请在考试开放期间完成作答，考试过程中离开答题页面超过规定次数将自动交卷。',
        ),
      },
    ],
    works: [
      {
        account: '2023010101',
        state: 'draft',
        text: ['通过这段时间的学习，我对党的性质和宗旨有了更深的理解。', '以前我对入党的认识还停留在“光荣”两个字上，'],
      },
      {
        account: '2023010105',
        state: 'submitted',
        text: [
          '通过本期入党积极分子培训班的学习，我系统地学习了党的基本理论、党的历史和党章的基本内容，对中国共产党的性质、宗旨和党员的条件有了更加深刻的认识。',
        ],
      },
      {
        account: '2025120005',
        state: 'reviewed',
        score: 92,
        comment:
          '心得结合专业学习和支部活动谈体会，认识深刻，联系实际紧密。希望在今后的学习中继续发挥理论学习的优势，在宣讲实践中带动身边同学。',
        text: [
          '作为一名马克思主义学院的研究生，参加这次培训让我从“研究理论”走向“践行理论”。',
          '王立新教授讲授的马克思主义基本原理，让我重新思考了理论与实践的关系。',
        ],
      },
      {
        account: '2023030117',
        state: 'reviewed',
        score: 85,
        comment: '对入党动机的反思比较真诚。建议进一步结合党章中党员的八项义务，写出具体的努力方向。',
        text: [
          '刚递交入党申请书时，我的想法很简单：身边优秀的同学都在申请，我也想成为他们那样的人。',
          '经过培训，我开始认真审视自己的入党动机。',
        ],
      },
    ],
    readAll: ['2025120005', '2023030117'],
  },
  {
    key: 'cand-now',
    name: '发展对象培训班',
    phase: 'cand',
    memberPhases: ['cand'],
    colour: '#8d2a12',
    from: -45,
    to: 25,
    intro: p(
      '本培训班面向各党支部确定的发展对象，集中培训不少于 24 学时，内容包括党的基本理论、党章党规、入党誓词和发展党员的程序。',
      '结业要求：学完 2 门必修课程，阅读全部学习资料，提交一篇不少于 1000 字的思想汇报式心得体会。考核合格者方可列为预备党员人选。',
    ),
    lessons: ['发展党员工作细则', '中国共产党纪律处分条例解读'],
    experts: ['张德明', '马晓丽'],
    work: {
      title: '发展对象培训心得体会',
      prompt: '围绕“我为什么入党、入党为什么、入党后做什么”，结合培训所学和自身实际撰写心得体会，不少于 1000 字。',
      min: 1000,
      max: 5000,
      deadlineDay: 18,
    },
    stages: [
      {
        title: '第一阶段 集中学习',
        intro: '学习发展党员的程序与要求，了解政治审查的内容。',
        from: -45,
        to: -16,
        materials: [
          articles.develop,
          {
            kind: 'video',
            title: '发展党员工作细则解读（课程视频）',
            summary: '马晓丽副教授讲解发展党员的程序和要求。',
            lesson: '发展党员工作细则',
            chapter: 1,
            day: -42,
          },
        ],
      },
      {
        title: '第二阶段 党性教育',
        intro: '学习入党誓词，开展党性分析。',
        from: -15,
        to: 10,
        materials: [
          articles.oath,
          { kind: 'file', title: '党章党规学习讲义', summary: '校党校编印的党章党规学习讲义。', handout: 'notes-3.docx', day: -14 },
        ],
      },
      { title: '第三阶段 考核', intro: '提交心得体会，党支部进行考核。', from: 11, to: 25, materials: [] },
    ],
    notices: [
      {
        title: '发展对象培训班开班通知',
        pinned: true,
        day: -46,
        body: p('本期发展对象培训班即日开班，请各位学员按阶段完成线上学习，并按时参加集中授课。', '校党校'),
      },
      { title: '关于政治审查材料的提醒', day: -20, body: p('请发展对象在本周内将政治审查相关材料交所在党支部，逾期将影响发展进度。') },
    ],
    works: [
      {
        account: '2022050501',
        state: 'submitted',
        text: ['经过发展对象培训班的学习，我对“我为什么入党、入党为什么、入党后做什么”有了更清醒的认识。'],
      },
      {
        account: '2025110012',
        state: 'reviewed',
        score: 88,
        comment: '能够结合科研工作谈党员的先锋模范作用，思路清晰。注意把入党誓词的要求落实到具体行动上。',
        text: ['作为一名研究生，我在实验室里常常思考：一名共产党员应该怎样在科研工作中发挥作用？'],
      },
    ],
  },
  {
    key: 'act-last',
    name: '入党积极分子培训班',
    phase: 'act',
    memberPhases: ['cand', 'prob'],
    colour: '#7b1240',
    from: -430,
    to: -340,
    exceptAccounts: ['2021030301'],
    intro: p('去年秋季学期入党积极分子培训班，已结业。', '结业要求：阅读全部学习资料，提交一篇不少于 800 字的学习心得体会。'),
    lessons: [],
    experts: ['王立新', '周建华'],
    work: {
      title: '入党积极分子培训心得体会',
      prompt: '结合培训所学，谈谈你对端正入党动机的认识，不少于 800 字。',
      min: 800,
      max: 3000,
      deadlineDay: -345,
    },
    stages: [
      {
        title: '第一阶段 理论学习',
        intro: '端正入党动机，学习党的性质和宗旨。',
        from: -430,
        to: -390,
        // the same articles as this term's class, published when last year's stages ran
        materials: [
          { ...articles.whyJoin, day: -428 },
          { ...articles.partyNature, day: -420 },
        ],
      },
      {
        title: '第二阶段 党史学习',
        intro: '学习党的创建和早期奋斗历史。',
        from: -389,
        to: -340,
        materials: [{ ...articles.history, day: -386 }],
      },
    ],
    notices: [
      {
        title: '结业通知',
        pinned: true,
        day: -340,
        body: p('本期入党积极分子培训班已圆满结束，结业名单已发至各学院党委。', '未完成学习要求的学员，请与所在党支部联系。'),
      },
    ],
    works: [
      {
        account: '2023010102',
        state: 'reviewed',
        score: 90,
        comment: '心得写得扎实，能从自身成长经历出发谈入党动机的转变，结构清楚。希望继续保持学习热情，争取早日成为发展对象。',
        text: [
          '回想一年前递交入党申请书的那个下午，我的心情既激动又忐忑。',
          '经过一个学期的培训，我逐渐明白，入党不是为了一份荣誉，而是选择了一条为人民服务的道路。',
        ],
      },
      {
        account: '2022020201',
        state: 'reviewed',
        score: 87,
        comment: '联系专业实践谈体会，内容充实。建议多结合党史中的具体人物和事件。',
        text: ['作为一名机械专业的学生，我常常把入党比作一台精密机器的装配：每一个零件都要合格，每一道工序都不能马虎。'],
      },
    ],
    readAll: ['2023010102', '2022020201'],
  },
];

/** The 党校 teacher who reviews the write-ups. */
export const REVIEWER = '校党校 刘老师';
