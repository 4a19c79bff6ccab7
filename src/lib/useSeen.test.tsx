import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useSeen } from './useSeen';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  return <div ref={ref}>{seen ? '已看到' : '未看到'}</div>;
}

describe('useSeen', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error: an old browser
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('已看到')).toBeInTheDocument();
  });

  it('turns true when the element enters the viewport, and stays true', () => {
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = class {
      constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
        notify = cb;
      }
      observe() {}
      disconnect = disconnect;
    } as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('未看到')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('未看到')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('已看到')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
