import { CUSTOM_LINK, EMPTY_FORM, parseAccounts, sendBodyOf, validateCompose, type ComposeForm } from './composeForm';

const NOW = new Date('2026-12-02T12:00:00.000Z'); // 20:00 in Beijing
const form = (over: Partial<ComposeForm>): ComposeForm => ({ ...EMPTY_FORM, title: '通知', body: '正文', branchIds: [3], ...over });

describe('the compose form', () => {
  it('reads accounts one per line or separated by commas and spaces, each once', () => {
    expect(parseAccounts('2023001\n2023002, 2023003，2023004 、2023001\n\n')).toEqual(['2023001', '2023002', '2023003', '2023004']);
    expect(parseAccounts('  ')).toEqual([]);
  });

  it('asks for a title, a body and recipients', () => {
    expect(validateCompose({ ...EMPTY_FORM, title: '  ' }, NOW)).toEqual({
      title: '请填写标题',
      body: '请填写正文',
      audience: '请选择接收人：党支部、身份、培训阶段，或填写指定账号',
    });
    expect(validateCompose(form({ title: '题'.repeat(101) }), NOW).title).toBe('标题不能超过 100 字');
    expect(validateCompose(form({ branchIds: [], accounts: 'zhangsan' }), NOW)).toEqual({});
  });

  it('asks a to-do for a future deadline (Beijing time) and a link', () => {
    expect(validateCompose(form({ kind: 'todo' }), NOW)).toEqual({ dueAt: '待办请设置截止时间', link: '待办请选择学员完成它的页面链接' });
    // 20:00 Beijing is now: not later than now
    expect(validateCompose(form({ kind: 'todo', dueAt: '2026-12-02T20:00', link: '/index/home' }), NOW)).toEqual({
      dueAt: '截止时间应晚于现在',
    });
    expect(validateCompose(form({ kind: 'todo', dueAt: '2026-12-02T20:01', link: '/index/home' }), NOW)).toEqual({});
    expect(validateCompose(form({ kind: 'todo', dueAt: '2026-12-03T09:00', link: CUSTOM_LINK, customLink: 'http://x.cn' }), NOW)).toEqual({
      link: '链接应为学员端页面的路径，以 /index 或 /personal-space 开头',
    });
  });

  it('sends the filters chosen, the deadline as ISO and the body with its line breaks', () => {
    const f = form({
      kind: 'todo',
      title: ' 期末考试 ',
      body: '第一行\n第二行',
      identityIds: [2],
      accounts: 'a1 a2',
      dueAt: '2026-12-20T18:00',
      link: CUSTOM_LINK,
      customLink: '/index/special-training/3',
      actionText: '去考试',
    });
    expect(sendBodyOf(f)).toEqual({
      kind: 'todo',
      title: '期末考试',
      body: '第一行\n第二行',
      audience: { branchIds: [3], identityIds: [2], accounts: ['a1', 'a2'] },
      actionPath: '/index/special-training/3',
      actionText: '去考试',
      dueAt: '2026-12-20T10:00:00.000Z',
    });
    // a notice typed as a to-do first keeps no deadline
    expect(sendBodyOf(form({ dueAt: '2026-12-20T18:00' }))).toEqual({
      kind: 'notice',
      title: '通知',
      body: '正文',
      audience: { branchIds: [3] },
    });
  });
});
