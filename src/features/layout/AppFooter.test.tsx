import { screen } from '@testing-library/react';
import type { BaseSetting } from '@contract/base';
import { Status } from '@/store/settings/status';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { AppFooter } from './AppFooter';

// The footer shows the school's own settings; a part it has not set is left out (a fresh install
// has no 页脚文字 or 联系电话, and must not show an invented organisation or number instead).

const base: BaseSetting = {
  platformName: '智慧党建培训平台',
  logoUrl: '',
  footerText: '',
  copyright: '© 2026 智慧党建培训平台 版权所有',
  icp: '',
  contactPhone: '',
  helpUrl: '/help/',
  registerEnabled: true,
  loginNotice: '',
};
const show = (over: Partial<BaseSetting>) =>
  renderScreen(<AppFooter />, {
    user: loginResult(),
    preloaded: { settings: { base: { ...base, ...over }, hasValue: true, status: Status.OK } },
  });
const lines = () => Array.from(screen.getByRole('contentinfo').querySelectorAll('p')).map((p) => p.textContent);

describe('AppFooter', () => {
  it('a fresh install: only what is set, no organisation, no phone, no empty lines', () => {
    show({});
    expect(lines()).toEqual(['© 2026 智慧党建培训平台 版权所有']);
    expect(screen.queryByText(/联系电话/)).toBeNull();
    expect(screen.queryByText(/主办/)).toBeNull();
  });

  it("the school's footer, copyright, ICP number and phone, each where set", () => {
    show({
      footerText: '主办：中共示范大学委员会组织部',
      copyright: '© 2026 示范大学',
      icp: '京ICP备12345678号',
      contactPhone: '010-12345678',
    });
    expect(lines()).toEqual(['主办：中共示范大学委员会组织部', '© 2026 示范大学', '京ICP备12345678号　联系电话：010-12345678']);
  });

  it('a phone without an ICP number stands alone; nothing set shows nothing', () => {
    const first = show({ contactPhone: '0571-12345678', copyright: '' });
    expect(lines()).toEqual(['联系电话：0571-12345678']);
    first.unmount();
    show({ copyright: '' });
    expect(lines()).toEqual([]);
  });
});
