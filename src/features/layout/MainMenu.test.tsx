import { screen, within } from '@testing-library/react';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { MainMenu } from './MainMenu';
import { visibleMenu } from './menu';

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: '主菜单' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('main menu', () => {
  it('shows every area to a learner, with 学习之路', () => {
    renderScreen(<MainMenu />, { path: '/index/home', user: loginResult({ appId: 6 }) });
    expect(menuLabels()).toEqual([
      '首页',
      '课程学习',
      '网络课程',
      '集中培训',
      '考试中心',
      '选课中心',
      '专题培训',
      '学习之路',
      '党务园地',
      '通知公告',
      '个人中心',
    ]);
  });

  it('hides 学习之路 from the cadre app (appId 5)', () => {
    renderScreen(<MainMenu />, { path: '/index/home', user: loginResult({ appId: 5 }) });
    expect(menuLabels()).not.toContain('学习之路');
    expect(menuLabels()).toHaveLength(10);
    expect(visibleMenu(5).map((i) => i.path)).not.toContain('/index/learning-the-way');
  });

  it('highlights the current area, also on its detail pages', () => {
    renderScreen(<MainMenu />, { path: '/index/noticesDetails/:id', url: '/index/noticesDetails/3', user: loginResult() });
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('通知公告');
  });

  it('keeps 首页 highlighted on a news item (news are listed on the home page, not under 通知公告)', () => {
    renderScreen(<MainMenu />, { path: '/index/newsDetails/:id', url: '/index/newsDetails/5', user: loginResult() });
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('首页');
  });
});
