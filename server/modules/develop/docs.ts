import type { DevelopStage, DocCode, FieldDef } from '../../../contract/develop';
import { DOC_NAMES } from '../../lib/developPlan';

// The documents of party development, what each asks for and an outline to start from, after
// the 《中国共产党发展党员工作细则》 and the usual guidance of university party schools. `after`
// names the documents that must be approved before this one is handed in.

export interface DocDef {
  code: DocCode;
  name: string;
  /** the stage in which the document is written */
  stage: DevelopStage;
  minChars: number;
  maxChars: number;
  requirement: string;
  template: string;
  fields: FieldDef[];
  after: DocCode[];
}

export const DOCS: Record<DocCode, DocDef> = {
  application: {
    code: 'application',
    name: DOC_NAMES.application,
    stage: 'applicant',
    minChars: 1000,
    maxChars: 5000,
    after: [],
    requirement:
      '入党申请书是要求入党的人向党组织表明自己入党愿望和决心的书面材料，须本人手写或亲自撰写，向所在单位党支部递交。\n' +
      '内容应包括：对党的认识（党的性质、宗旨、指导思想和奋斗目标）；入党动机；个人的政治、思想、学习和工作等方面的主要表现；今后的努力方向以及如何以实际行动争取早日入党。\n' +
      '字数要求：1000—5000 字。态度诚恳、实事求是，不照抄照搬他人文章。',
    template:
      '入党申请书\n\n敬爱的党组织：\n\n我志愿加入中国共产党，……（表明入党愿望）\n\n一、对党的认识\n（党的性质、宗旨、指导思想和奋斗目标）\n\n' +
      '二、入党动机\n（为什么要入党，是如何逐步产生入党愿望的）\n\n三、个人情况与不足\n（学习、工作、思想方面的表现，存在的不足）\n\n' +
      '四、今后的努力方向\n\n请党组织在实践中考验我。\n\n此致\n敬礼！\n\n申请人：\n年　月　日',
    fields: [{ key: 'submitDate', label: '递交日期', kind: 'date', required: true }],
  },
  report: {
    code: 'report',
    name: DOC_NAMES.report,
    stage: 'activist',
    minChars: 800,
    maxChars: 3000,
    after: ['application'],
    requirement:
      '入党积极分子、发展对象和预备党员应定期向党组织汇报思想，每季度一篇。\n' +
      '内容应联系本季度的理论学习、时事政治和自己的学习工作生活实际，谈认识、谈体会、谈差距，不写空话套话；可以汇报对党的路线方针政策的认识，参加组织活动的收获，以及需要组织帮助解决的思想问题。\n' +
      '字数要求：800—3000 字。',
    template:
      '思想汇报\n\n敬爱的党组织：\n\n（本季度学习和思想的总体情况）\n\n一、理论学习的体会\n\n二、联系实际的思考\n（学习、工作、生活中的具体事例）\n\n' +
      '三、存在的不足\n\n四、下一步的打算\n\n恳请党组织给予批评和帮助。\n\n汇报人：\n年　月　日',
    fields: [],
  },
  autobiography: {
    code: 'autobiography',
    name: DOC_NAMES.autobiography,
    stage: 'candidate',
    minChars: 2000,
    maxChars: 8000,
    after: ['application'],
    requirement:
      '发展对象须向党组织提交个人自传，如实、全面地说明个人经历和思想成长过程，是党组织了解和审查发展对象的重要依据。\n' +
      '内容应包括：本人基本情况；自上学起的主要经历（起止时间、在何处学习工作、证明人）；家庭主要成员和主要社会关系的政治面貌与工作情况；思想成长过程与入党动机；受过何种奖励或处分。\n' +
      '字数要求：2000—8000 字，经历的时间要前后衔接，不能断档。',
    template:
      '个人自传\n\n一、基本情况\n（姓名、性别、民族、出生年月、籍贯、学历、现所在单位）\n\n二、主要经历\n（自小学起，按时间顺序写明起止年月、学校或单位、证明人）\n\n' +
      '三、家庭主要成员及主要社会关系\n\n四、思想成长过程\n（如何逐步树立共产主义理想，入党动机是怎样形成的）\n\n五、奖惩情况\n\n六、对党的认识与今后的努力方向\n\n本人：\n年　月　日',
    fields: [{ key: 'contacts', label: '培养联系人', kind: 'text', required: true }],
  },
  volunteer: {
    code: 'volunteer',
    name: DOC_NAMES.volunteer,
    stage: 'candidate',
    minChars: 300,
    maxChars: 3000,
    after: ['autobiography'],
    requirement:
      '入党志愿书由党支部发给经过政治审查、短期集中培训合格的发展对象，在入党介绍人指导下如实填写，提交支部大会讨论。\n' +
      '“入党志愿”一栏应写明对党的认识、入党动机和今后的打算，300—3000 字；须填写两名正式党员作为入党介绍人。\n' +
      '入党志愿书须在党支部指导下填写，提交后由党支部审核。',
    template:
      '入党志愿\n\n我志愿加入中国共产党，拥护党的纲领，遵守党的章程，履行党员义务，执行党的决定，严守党的纪律，保守党的秘密，对党忠诚，积极工作，为共产主义奋斗终身，随时准备为党和人民牺牲一切，永不叛党。\n\n' +
      '（对党的认识）\n\n（入党动机）\n\n（今后的打算）',
    fields: [
      { key: 'introducer1', label: '入党介绍人（一）', kind: 'text', required: true },
      { key: 'introducer2', label: '入党介绍人（二）', kind: 'text', required: true },
      { key: 'meetingDate', label: '支部大会讨论日期', kind: 'date', required: false },
    ],
  },
  regularization: {
    code: 'regularization',
    name: DOC_NAMES.regularization,
    stage: 'probationary',
    minChars: 1000,
    maxChars: 5000,
    after: ['volunteer'],
    requirement:
      '预备党员预备期满，应主动向党支部提出书面转正申请。\n' +
      '内容应包括：预备期内在政治思想、学习工作、履行党员义务、发挥先锋模范作用等方面的表现；对照党员标准查找的不足与改进情况；转为正式党员的愿望和今后的努力方向。\n' +
      '字数要求：1000—5000 字。',
    template:
      '转正申请书\n\n敬爱的党组织：\n\n我于　年　月　日经党支部大会讨论通过，被批准为中共预备党员，预备期一年，到　年　月　日预备期满。现郑重向党组织提出转正申请。\n\n' +
      '一、预备期内的思想政治表现\n\n二、学习和工作情况\n\n三、存在的不足与改进\n\n四、今后的努力方向\n\n请党组织审查。\n\n申请人：\n年　月　日',
    fields: [{ key: 'submitDate', label: '递交日期', kind: 'date', required: true }],
  },
};

export const DOC_ORDER: DocCode[] = ['application', 'report', 'autobiography', 'volunteer', 'regularization'];
