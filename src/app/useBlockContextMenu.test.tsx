import { renderHook } from '@testing-library/react';
import { useBlockContextMenu } from './useBlockContextMenu';

const rightClick = () => {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useBlockContextMenu', () => {
  it('prevents right-click only while active, and stops on unmount', () => {
    const { rerender, unmount } = renderHook(({ active }) => useBlockContextMenu(active), { initialProps: { active: false } });
    expect(rightClick()).toBe(false);
    rerender({ active: true });
    expect(rightClick()).toBe(true);
    rerender({ active: false });
    expect(rightClick()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(rightClick()).toBe(false);
  });
});
