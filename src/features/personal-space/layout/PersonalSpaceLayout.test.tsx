import { screen } from '@testing-library/react';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import { loginResult, renderScreen } from '@/test/renderScreen';
import PersonalSpaceLayout from './PersonalSpaceLayout';

test('on paper the personal space prints its page alone: the side menu is left out and the page takes the width', async () => {
  server.use(
    mockEndpoint('center', 'myMessages', (body) => ({
      list: [],
      total: 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: { unread: 0, unreadTodos: 0, unreadNotices: 0 },
    })),
  );
  const removeSheet = addStyleSheet('app/base.css');
  try {
    renderScreen(<PersonalSpaceLayout />, { path: '/personal-space/my/index', user: loginResult() });
    const menu = await screen.findByRole('navigation', { name: '个人空间菜单' });
    expect(ruleValue(menu.closest('.no-print')!, 'display', 'print')).toBe('none');
    expect(ruleValue(menu.closest('.no-print')!, 'display')).not.toBe('none');
    expect(ruleValue(menu.closest('.print-single')!, 'display', 'print')).toBe('block');
  } finally {
    removeSheet();
  }
});
