import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('uses the deepest title', () => {
    expect(pageTitle([undefined, { title: '个人中心' }, { title: '个人资料' }])).toBe('个人资料 - 智慧党建培训平台');
  });
  it('skips matches without a title (redirect routes, layouts)', () => {
    expect(pageTitle([undefined, { title: '通知公告' }, {}])).toBe('通知公告 - 智慧党建培训平台');
  });
  it('falls back to the platform name', () => {
    expect(pageTitle([undefined])).toBe('智慧党建培训平台');
  });
});
