import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { UserMenu } from './UserMenu';

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
  renderScreen(<Header />, { user: loginResult() });
  fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

describe('UserMenu by keyboard', () => {
  it('Tab in the open menu closes it and moves on to what follows the trigger', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Tab' });
    await waitFor(() => expect(screen.getByRole('link', { name: '下一个链接' })).toHaveFocus());
    expect(screen.getByRole('button', { name: /用户菜单/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Shift+Tab closes it and moves back to what comes before the trigger', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Tab', shiftKey: true });
    await waitFor(() => expect(screen.getByRole('link', { name: '消息' })).toHaveFocus());
  });

  it('Escape still closes it and gives focus back to the trigger', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('button', { name: /用户菜单/ })).toHaveFocus());
  });
});
