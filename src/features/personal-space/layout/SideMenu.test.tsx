import { screen, within } from '@testing-library/react';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { SideMenu } from './SideMenu';

// A message opened from 待办消息 (or the workbench) keeps the entry it was opened from lit.

const DETAIL = '/personal-space/notice/detail';
const current = () =>
  within(screen.getByRole('navigation', { name: '个人空间菜单' }))
    .getAllByRole('link', { current: 'page' })
    .map((a) => a.textContent);

function show(state?: unknown) {
  server.use(
    mockEndpoint('center', 'myMessages', (body) => ({
      list: [],
      total: 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: { unread: 0, unreadTodos: 0, unreadNotices: 0 },
    })),
  );
  return renderScreen(<SideMenu />, { path: DETAIL, url: `${DETAIL}?id=5`, user: loginResult(), state });
}

describe('SideMenu on a message', () => {
  it('opened from 待办消息 lights 待办消息, not 我的消息', () => {
    show({ from: '/personal-space/messages/index' });
    expect(current()).toEqual(['待办消息']);
  });
  it('opened from the workbench lights 工作台', () => {
    show({ from: '/personal-space/workbenches/index' });
    expect(current()).toEqual(['工作台']);
  });
  it('opened without a known origin lights 我的消息', () => {
    show({ from: '/somewhere/else' });
    expect(current()).toEqual(['我的消息']);
  });
});
