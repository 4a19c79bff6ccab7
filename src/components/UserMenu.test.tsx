import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Grant } from '@contract/organiser';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { UserMenu } from './UserMenu';

const grant: Grant = {
  id: 1,
  account: 'T2001',
  name: '王老师',
  role: 'branch',
  orgId: 11,
  orgName: '计算机学院本科生第一党支部',
  grantedBy: '系统管理员',
  grantedAt: '2026-11-01T02:00:00.000Z',
};

function Header() {
  return (
    <div>
      <a href="#before">消息</a>
      <UserMenu onHelp={() => {}} />
      <a href="#after">下一个链接</a>
    </div>
  );
}

async function openMenu() {
  const view = renderScreen(<Header />, { user: loginResult() });
  fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  // the menu takes its keys once it holds the focus (given a frame after it opens): a key sent
  // before that was lost on a busy machine
  await waitFor(() => expect(menu).toHaveFocus());
  return { menu, view };
}

describe('UserMenu by keyboard', () => {
  beforeEach(() => server.use(mockEndpoint('organiser', 'me', { grants: [] })));

  it('Tab in the open menu closes it and moves on to what follows the trigger', async () => {
    const { menu } = await openMenu();
    fireEvent.keyDown(menu, { key: 'Tab' });
    await waitFor(() => expect(screen.getByRole('link', { name: '下一个链接' })).toHaveFocus());
    expect(screen.getByRole('button', { name: /用户菜单/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Shift+Tab closes it and moves back to what comes before the trigger', async () => {
    const { menu } = await openMenu();
    fireEvent.keyDown(menu, { key: 'Tab', shiftKey: true });
    await waitFor(() => expect(screen.getByRole('link', { name: '消息' })).toHaveFocus());
  });

  it('Enter on an item does what a click does, once', async () => {
    const { menu, view } = await openMenu();
    const user = userEvent.setup();
    await waitFor(() => expect(menu).toHaveFocus());
    for (let i = 0; i < 5 && !screen.getByRole('menuitem', { name: '消息' }).hasAttribute('data-highlighted'); i++) {
      await user.keyboard('{ArrowDown}');
    }
    expect(screen.getByRole('menuitem', { name: '消息' })).toHaveAttribute('data-highlighted');
    const pushes: string[] = [];
    view.router.subscribe((state) => pushes.push(state.location.pathname));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/personal-space/messages/index'));
    expect(pushes).toEqual(['/personal-space/messages/index']);
  });

  it('a click on an item acts even when it comes before the menu has settled open', async () => {
    const view = renderScreen(<Header />, { user: loginResult() });
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    // at once, without waiting for the menu to show
    fireEvent.click(await screen.findByRole('menuitem', { name: '个人空间', hidden: true }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/personal-space'));
  });

  it('Escape still closes it and gives focus back to the trigger', async () => {
    const { menu } = await openMenu();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('button', { name: /用户菜单/ })).toHaveFocus());
  });
});

describe('UserMenu 管理后台', () => {
  it('offers 管理后台 to an account holding a grant and opens the console', async () => {
    server.use(mockEndpoint('organiser', 'me', { grants: [grant] }));
    const { view } = await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: '管理后台' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
  });

  it('offers nothing of the kind to a learner (no grants)', async () => {
    let asked = 0;
    server.use(mockEndpoint('organiser', 'me', () => (asked++, { grants: [] })));
    await openMenu();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('menuitem', { name: '个人空间' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '管理后台' })).not.toBeInTheDocument();
  });

  it('hides the entry when organiser/me is refused', async () => {
    let asked = 0;
    server.use(mockEndpoint('organiser', 'me', () => (asked++, failure(10002, '此功能仅供党组织管理人员使用'))));
    await openMenu();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('menuitem', { name: '个人空间' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '管理后台' })).not.toBeInTheDocument();
  });
});
