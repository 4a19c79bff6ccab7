/** Words the draft machinery itself shows, whatever the screen (each screen brings the rest). */
export const draftTexts = {
  /** an autosave answered 5xx (or a proxy's 502/504): the text is on this computer and is sent again */
  unavailable: '服务器暂时无法保存，内容已保存在本机，稍后自动重试',
} as const;

/**
 * The editor's words for a written reflection (心得体会, 中心组学习体会): the count against the
 * limits, where the draft stands, 保存草稿, 提交 and the confirmation's warning. A screen spreads
 * them into its DraftEditorTexts and brings its own placeholder and titles.
 */
export const essayDraftTexts = {
  count: (n: number) => `已写 ${n} 字`,
  tooShort: (min: number) => `（至少 ${min} 字）`,
  tooLong: (max: number) => `（最多 ${max} 字）`,
  saving: '正在保存…',
  saved: (at: string) => `草稿已保存 ${at}`,
  unsaved: '有未保存的修改',
  offline: '网络不通，内容已保存在本机，恢复后自动保存',
  restored: '已恢复上次在本机未保存的内容',
  saveDraft: '保存草稿',
  submit: '提交',
  confirmBody: '提交后不能再修改。请确认内容已检查无误。',
  confirm: '确认提交',
} as const;
