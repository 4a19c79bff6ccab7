export const commentTexts = {
  placeholder: (max: number) => `写下你的评论（最多 ${max} 字）`,
  send: '发表评论',
  none: '暂无评论',
  counter: (n: number, max: number) => `${n}/${max}`,
  delete: '删除',
  confirmDelete: '确定删除这条评论？',
  confirm: '确定删除',
  cancel: '取消',
} as const;
