import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaseSetting } from '@contract/base';
import { loginResult, renderScreen } from '@/test/renderScreen';
import HelpPopup from './HelpPopup';

const base: BaseSetting = {
  platformName: '智慧党建培训平台',
  logoUrl: '',
  footerText: '',
  copyright: '',
  icp: '',
  contactPhone: '',
  helpUrl: '/help/?lang=zh',
  registerEnabled: false,
  loginNotice: '',
};

function show(onClose = jest.fn()) {
  renderScreen(<HelpPopup onClose={onClose} />, {
    path: '/index/home',
    user: loginResult(),
    preloaded: { settings: { base, hasValue: true } },
  });
  return onClose;
}

describe('HelpPopup', () => {
  beforeEach(() => {
    Object.assign(window, { innerWidth: 1366, innerHeight: 768 });
  });

  it('embeds the help address with qgToken and never prints the address', () => {
    show();
    expect(screen.getByRole('dialog', { name: '帮助中心' })).toBeInTheDocument();
    expect(screen.getByTitle('帮助中心')).toHaveAttribute('src', '/help/?lang=zh&qgToken=test-token');
    expect(screen.queryByText(/\/help\//)).not.toBeInTheDocument();
  });

  it('closes with 关闭', async () => {
    const onClose = show();
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Esc', async () => {
    const onClose = show();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays reachable when dragged far outside the window, and never shrinks below 300x200', () => {
    show();
    const panel = screen.getByTestId('help-popup');
    const bar = screen.getByTestId('help-popup-titlebar');
    fireEvent.pointerDown(bar, { button: 0, clientX: 500, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: -5000, clientY: 5000, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    const width = parseInt(panel.style.width, 10);
    expect(parseInt(panel.style.left, 10) + width).toBeGreaterThanOrEqual(100);
    expect(parseInt(panel.style.top, 10)).toBeLessThanOrEqual(768 - 100);

    const corner = screen.getByTestId('help-popup-resize');
    fireEvent.pointerDown(corner, { button: 0, clientX: 0, clientY: 0, pointerId: 2 });
    fireEvent.pointerMove(corner, { clientX: -2000, clientY: -2000, pointerId: 2 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    expect(panel.style.width).toBe('300px');
    expect(panel.style.height).toBe('200px');
  });

  it('a panel pushed off the left edge and then narrowed still shows 100 px', () => {
    show();
    const panel = screen.getByTestId('help-popup');
    const bar = screen.getByTestId('help-popup-titlebar');
    fireEvent.pointerDown(bar, { button: 0, clientX: 900, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: -5000, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    const corner = screen.getByTestId('help-popup-resize');
    fireEvent.pointerDown(corner, { button: 0, clientX: 100, clientY: 600, pointerId: 2 });
    fireEvent.pointerMove(corner, { clientX: 10, clientY: 600, pointerId: 2 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    const left = parseInt(panel.style.left, 10);
    const width = parseInt(panel.style.width, 10);
    expect(width).toBeLessThan(480);
    expect(left + width).toBeGreaterThanOrEqual(100);
  });

  it('dragged down, its resize corner stays inside the window and resizes from there', () => {
    show();
    const panel = screen.getByTestId('help-popup');
    const bar = screen.getByTestId('help-popup-titlebar');
    fireEvent.pointerDown(bar, { button: 0, clientX: 900, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 900, clientY: 5000, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    const top = parseInt(panel.style.top, 10);
    expect(top).toBe(768 - 100);
    const corner = screen.getByTestId('help-popup-resize');
    // the corner is drawn at the window's bottom edge (the panel's own corner is below it)
    const bottom = parseInt(corner.style.bottom, 10);
    expect(top + parseInt(panel.style.height, 10) - bottom).toBeLessThanOrEqual(768);
    fireEvent.pointerDown(corner, { button: 0, clientX: 1300, clientY: 760, pointerId: 2 });
    fireEvent.pointerMove(corner, { clientX: 1300, clientY: 860, pointerId: 2 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    // resized from the visible part (100 px, held at the 200 px minimum) by the pointer's 100 px
    expect(panel.style.height).toBe('300px');
  });
});
