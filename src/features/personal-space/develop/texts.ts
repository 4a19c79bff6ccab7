import type { StepState, Verdict } from '@contract/develop';

// The strings of the 入党申请 screens (the road, the editor, the records).

const cnDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

export const developTexts = {
  roadTitle: '入党申请',
  roadEmpty: '暂无发展党员档案。正式党员无需填写；如需建立档案，请联系所在党支部。',
  branch: '所在党支部',
  contacts: '培养联系人',
  currentStage: '当前阶段',
  stagesLabel: '发展阶段',
  notReached: '未到达',
  began: (date: string) => `${cnDate(date)}起`,
  stepsTitle: '各阶段文书',
  roadStepsTitle: '发展党员步骤',
  roadStepsHint: '以下由党支部和上级党委按《中国共产党发展党员工作细则》记录，记录后即显示日期和经办组织。',
  phase: (n: number, name: string) => `第${'一二三四五'[n - 1]}阶段 ${name}`,
  roadDone: (date: string, by: string) => `${cnDate(date)}${by ? ` · ${by}` : ''}`,
  roadNext: '下一步',
  roadNotYet: '未进行',
  stepsEmpty: '暂无需要提交的文书',
  records: '申请记录',
  due: (date: string) => `截止 ${date}`,
  availableFrom: (date: string) => `${cnDate(date)}起可提交`,
  returnedComment: (comment: string) => `退回意见：${comment}`,
  actions: { write: '撰写', edit: '继续编辑', view: '查看' },
  states: { todo: '未开始', draft: '草稿', submitted: '已提交', approved: '已通过', returned: '已退回' } satisfies Record<
    StepState,
    string
  >,

  /** before the document is known (loading, or a step that does not exist) */
  editorTitle: '入党文书',
  noStep: '请从“入党申请”页面选择要撰写的文书。',
  stepNotFound: '这份文书不存在，请从“入党申请”页面选择要撰写的文书。',
  backToRoad: '返回入党申请',
  requirement: '写作要求',
  limits: (min: number, max: number) => `字数要求：${min}—${max} 字（只计本人撰写的文字，提纲原文不计；提交时检查，草稿不限）`,
  rulesTitle: '时间规定',
  template: '提纲模板',
  useTemplate: '使用提纲',
  placeholder: '在这里撰写，内容会自动保存',
  count: (n: number) => `${n} 字`,
  tooShort: (min: number) => `，至少 ${min} 字`,
  tooLong: (max: number) => `，最多 ${max} 字`,
  saving: '正在保存…',
  saved: (time: string) => `已保存 ${time}`,
  local: '内容已保存在本机',
  offline: '网络中断，内容已保存在本机，恢复后自动保存',
  restored: '已恢复上次在本机未保存到服务器的内容',
  saveDraft: '保存草稿',
  submit: '提交',
  confirmTitle: '确认提交',
  confirmBody: '提交后不能再修改，将由所在党支部审核。确定提交吗？',
  cancel: '取消',
  confirm: '确定提交',
  submitted: '已提交，等待党组织审核',
  notYet: (date: string) => `按规定${cnDate(date)}起才能提交，可以先保存草稿`,
  fieldsTitle: '填写项',
  saveFields: '保存填写项',
  fieldsSaved: '填写项已保存',
  required: '（必填）',
  fillField: (label: string) => `请填写${label}`,
  fillFirst: (labels: string[]) => `请先填写：${labels.join('、')}`,
  submittedAt: (time: string) => `提交于 ${time}`,
  review: '党组织意见',
  reviewer: (who: string, time: string) => `${who} · ${time}`,
  returnedHint: '此文书已被退回，请根据意见修改后重新提交。',

  listTitle: '申请记录',
  listEmpty: '暂无提交记录',
  listNote: '文书提交后由所在党支部审核,审核结果在此显示。',
  verdicts: { pending: '待审核', approved: '已通过', returned: '已退回' } satisfies Record<Verdict, string>,
  chars: (n: number) => `${n} 字`,
  pendingReview: '等待党组织审核',
} as const;
