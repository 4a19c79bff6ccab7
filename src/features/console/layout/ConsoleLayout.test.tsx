import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Grant } from '@contract/organiser';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

function serve(grants: Grant[]) {
  server.use(
    mockEndpoint('organiser', 'me', { grants }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', [
      { kind: 'experience', pending: 3, overdue: 1 },
      { kind: 'leave', pending: 2, overdue: 0 },
    ]),
    mockEndpoint('review', 'queue', { list: [], total: 0, pageNum: 1, pageSize: 20 }),
    mockEndpoint('audit', 'list', { list: [], total: 0, pageNum: 1, pageSize: 20 }),
    mockEndpoint('organiser', 'grants', { list: [], total: 0, pageNum: 1, pageSize: 20 }),
  );
}

describe('the console shell', () => {
  it('an account without grants sees 您没有管理权限 and the way back to learning', async () => {
    serve([]);
    renderConsole('/admin/review/experience');
    expect(await screen.findByText('您没有管理权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回学习' })).toHaveAttribute('href', '/index/home');
    expect(screen.queryByRole('navigation', { name: '管理功能' })).not.toBeInTheDocument();
  });

  it('the server refusing organiser/me reads as no grants', async () => {
    server.use(mockEndpoint('organiser', 'me', () => failure(10002, '此功能仅供党组织管理人员使用')));
    renderConsole('/admin');
    expect(await screen.findByText('您没有管理权限')).toBeInTheDocument();
  });

  it('a failed organiser/me shows 加载失败 with 重试, which loads the console', async () => {
    let fail = true;
    serve([grantOf('branch')]);
    server.use(mockEndpoint('organiser', 'me', () => (fail ? networkError() : { grants: [grantOf('branch')] })));
    renderConsole('/admin/review/experience');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '管理功能' })).toBeInTheDocument();
  });

  it('a branch reviewer: top bar with the name and the ways out, only 待审核 with the pending count; /admin opens the queue', async () => {
    serve([grantOf('branch', { orgName: '本科生第一党支部' })]);
    const { router } = renderConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: '管理功能' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review/experience'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: '待审核，5 项待审核' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).queryByRole('link', { name: /审计/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /授权/ })).not.toBeInTheDocument();
    expect(screen.getByText('管理后台')).toBeInTheDocument();
    expect(screen.getByTestId('console-user')).toHaveTextContent('王老师');
    expect(screen.getByTestId('console-user')).toHaveTextContent('本科生第一党支部');
    expect(screen.getByRole('link', { name: '返回学习' })).toHaveAttribute('href', '/index/home');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('a 系统管理员 gets 审计 and 授权 (no queue: they review nothing) and /admin opens the audit log', async () => {
    serve([grantOf('sysadmin', { orgName: '校党委' })]);
    const { router } = renderConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: '管理功能' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['审计', '授权']);
  });

  it('a college organiser gets 待审核, 人员, 会议, 发展党员, 消息, 统计 and 授权; a section the grants do not open shows its own panel', async () => {
    serve([grantOf('college')]);
    renderConsole('/admin/audit');
    const nav = await screen.findByRole('navigation', { name: '管理功能' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(/\d+$/, '')),
    ).toEqual(['待审核', '人员', '会议', '投票', '集中培训', '发展党员', '党费', '消息', '统计', '授权']);
    expect(await screen.findByText('您没有使用此功能的权限')).toBeInTheDocument();
  });
});
