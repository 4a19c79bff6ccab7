import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import MainLayout from './MainLayout';

// the header's user menu asks whether the account holds an organiser grant: a learner holds none
beforeEach(() => server.use(mockEndpoint('organiser', 'me', { grants: [] })));

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

// The header asks for the unread message count.
const noMessages = () =>
  mockEndpoint('center', 'myMessages', {
    list: [],
    total: 0,
    pageNum: 1,
    pageSize: 1,
    counts: { unread: 0, unreadNotices: 0, unreadTodos: 0 },
  });

describe('MainLayout', () => {
  it('shows the footer from the settings and the user menu with its four items', async () => {
    server.use(mockEndpoint('user', 'logout', null), noMessages());
    const user = userEvent.setup();
    renderScreen(<MainLayout />, {
      path: '/index/home',
      user: loginResult(),
      preloaded: {
        settings: {
          hasValue: true,
          base: {
            platformName: '某某大学智慧党建',
            logoUrl: '',
            footerText: '某某大学党委组织部',
            copyright: '© 2026',
            icp: '京ICP备00000000号',
            contactPhone: '010-12345678',
            helpUrl: '/help/',
            registerEnabled: false,
            loginNotice: '',
          },
        },
      },
    });
    expect(screen.getByText('某某大学智慧党建')).toBeInTheDocument();
    expect(screen.getByText('某某大学党委组织部')).toBeInTheDocument();
    expect(screen.getByText('联系电话：010-12345678')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /张晓明/ }));
    for (const item of ['帮助', '消息', '个人空间', '退出登录']) {
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('menuitem', { name: '帮助' }));
    expect(await screen.findByRole('dialog', { name: '帮助中心' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '帮助中心' })).not.toBeInTheDocument();
  });

  it('offers 跳到主要内容 as the first Tab stop, which moves the focus to the page', async () => {
    server.use(noMessages());
    const user = userEvent.setup();
    renderScreen(<MainLayout />, { path: '/index/home', user: loginResult() });
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('prints only the page, for every screen: the header with its menu, the footer, the skip link and the help window are left out (base.css)', async () => {
    server.use(noMessages());
    const removeSheet = addStyleSheet('app/base.css');
    try {
      const user = userEvent.setup();
      renderScreen(
        <MainLayout>
          <p>本页内容</p>
        </MainLayout>,
        {
          path: '/index/my/statistics',
          user: loginResult(),
          preloaded: {
            settings: {
              hasValue: true,
              base: {
                platformName: '某某大学智慧党建',
                logoUrl: '',
                footerText: '某某大学党委组织部',
                copyright: '',
                icp: '',
                contactPhone: '',
                helpUrl: '/help/',
                registerEnabled: false,
                loginNotice: '',
              },
            },
          },
        },
      );
      // by keyboard: the user menu opens on its first item, 帮助
      screen.getByRole('button', { name: /张晓明/ }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menuitem', { name: '帮助' })).toBeInTheDocument();
      await user.keyboard('{Enter}');
      const help = await screen.findByRole('dialog', { name: '帮助中心' });
      const chrome = [
        screen.getByRole('banner'),
        screen.getByRole('navigation', { name: '主菜单' }),
        screen.getByRole('contentinfo'),
        screen.getByRole('link', { name: '跳到主要内容' }),
        help,
      ];
      for (const el of chrome) {
        // on screen as before; on paper left out, with everything inside it
        expect(ruleValue(el, 'display')).not.toBe('none');
        expect(el.closest('.no-print')).not.toBeNull();
        expect(ruleValue(el.closest('.no-print')!, 'display', 'print')).toBe('none');
      }
      // the page takes the sheet's width and is printed
      const main = screen.getByRole('main');
      expect(ruleValue(main, 'max-width', 'print')).toBe('none');
      expect(main.closest('.no-print')).toBeNull();
      expect(screen.getByText('本页内容').closest('.no-print')).toBeNull();
      await user.click(screen.getByRole('button', { name: '关闭' }));
    } finally {
      removeSheet();
    }
  });
});
