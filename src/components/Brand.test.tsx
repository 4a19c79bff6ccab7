import { screen } from '@testing-library/react';
import { Status } from '@/store/settings/status';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { Brand } from './Brand';

const logoOf = (container: HTMLElement) => container.querySelector('img');

describe('Brand', () => {
  it('shows the configured logo and name', () => {
    const base = { platformName: '某某大学党建平台', logoUrl: '/uploads/logo.png' } as never;
    const { container } = renderScreen(<Brand />, {
      user: loginResult(),
      preloaded: { settings: { base, hasValue: true, status: Status.OK } },
    });
    expect(screen.getByText('某某大学党建平台')).toBeInTheDocument();
    expect(logoOf(container)).toHaveAttribute('src', '/uploads/logo.png');
  });

  it('keeps the built-in logo and name when getSetting failed (the settings are emptied, not the brand)', () => {
    const { container } = renderScreen(<Brand />, {
      user: loginResult(),
      preloaded: { settings: { base: null, video: null, hasValue: false, status: Status.WRONG, error: '后端接口连接异常' } },
    });
    expect(screen.getByText('智慧党建培训平台')).toBeInTheDocument();
    expect(logoOf(container)).toHaveAttribute('src', '/training2/favicon.svg');
  });
});
