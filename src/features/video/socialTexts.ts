import { secondsToHms } from '@/lib/duration';

/** the longest note or post in characters: the contract's SOCIAL_TEXT_MAX (the web bundle imports no schema) */
export const SOCIAL_TEXT_MAX = 500;

/** Characters as the server counts them (code points, so 𠮷 is one). */
export const charCount = (text: string): number => Array.from(text).length;

export const socialTexts = {
  tabsLabel: '笔记与讨论',
  notes: '笔记',
  discussions: '讨论',
  noteAt: (seconds: number) => `记录于 ${secondsToHms(seconds)}`,
  notePlaceholder: '在当前播放时间记一条笔记（最多 500 字）',
  saveNote: '保存笔记',
  noNotes: '还没有笔记，播放时写下要点吧',
  seekTo: (hms: string) => `跳转到 ${hms}`,
  delete: '删除',
  confirmDelete: '确定删除这条笔记？',
  confirm: '确定删除',
  cancel: '取消',
  discussionPlaceholder: '说说你的学习体会（最多 500 字）',
  post: '发表',
  noDiscussions: '还没有讨论，来发表第一条吧',
  remaining: (n: number) => (n >= 0 ? `还可输入 ${n} 字` : `已超出 ${-n} 字`),
  me: '（我）',
  like: '点赞',
  liked: '已点赞',
  likeCount: (n: number) => `${n} 人点赞`,
} as const;
