import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/renderScreen';
import { ChartFrame } from './ChartFrame';
import type { EchartHandle } from './mountEchart';
import { useEchart } from './useEchart';

/** a chart module that records what the hook asks of it */
function fakeModule() {
  const calls: string[] = [];
  const handle: EchartHandle<number[]> = {
    update: (data) => calls.push(`update ${data.join(',')}`),
    resize: () => calls.push('resize'),
    dispose: () => calls.push('dispose'),
  };
  const mount = (el: HTMLElement) => {
    calls.push(`mount in ${el.parentElement?.dataset.testid}`);
    return handle;
  };
  return { calls, mount };
}

/** the chart with a button that changes its data */
function Chart({ load, data }: { load: () => Promise<(el: HTMLElement) => EchartHandle<number[]>>; data: number[] }) {
  const [shown, setShown] = useState(data);
  const { box, state } = useEchart(load, shown);
  return (
    <>
      <ChartFrame box={box} state={state} label="图表" height="200px" data-testid="frame" />
      <button type="button" onClick={() => setShown([3])}>
        换数据
      </button>
    </>
  );
}

describe('useEchart', () => {
  it('mounts once the module arrives, draws the data and each change, follows the window, disposes on unmount', async () => {
    const { calls, mount } = fakeModule();
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(mount);
    };
    const view = renderScreen(<Chart load={load} data={[1, 2]} />);
    await waitFor(() => expect(calls).toEqual(['mount in frame', 'update 1,2']));
    fireEvent.click(screen.getByRole('button', { name: '换数据' }));
    await waitFor(() => expect(calls).toContain('update 3'));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    view.unmount();
    expect(calls).toEqual(['mount in frame', 'update 1,2', 'update 3', 'resize', 'dispose']);
    expect(loads).toBe(1);
  });

  it('follows its box: a new width of the box redraws the chart at that width, the same width does not', async () => {
    const observed: Array<{ el: Element; notify: () => void }> = [];
    const disconnected: Element[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      private el: Element | null = null;
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(el: Element) {
        this.el = el;
        observed.push({ el, notify: () => this.callback([], this as unknown as ResizeObserver) });
      }
      unobserve() {}
      disconnect() {
        if (this.el) disconnected.push(this.el);
      }
    } as unknown as typeof ResizeObserver;
    try {
      const { calls, mount } = fakeModule();
      const view = renderScreen(<Chart load={() => Promise.resolve(mount)} data={[1]} />);
      await waitFor(() => expect(calls).toEqual(['mount in frame', 'update 1']));
      const chartBox = observed.find((o) => o.el.parentElement?.dataset.testid === 'frame');
      expect(chartBox).toBeDefined();
      let width = 0;
      Object.defineProperty(chartBox!.el, 'clientWidth', { configurable: true, get: () => width });
      act(() => chartBox!.notify());
      expect(calls.filter((c) => c === 'resize')).toHaveLength(0);
      width = 358;
      act(() => chartBox!.notify());
      expect(calls.filter((c) => c === 'resize')).toHaveLength(1);
      view.unmount();
      expect(disconnected).toContain(chartBox!.el);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('a module that cannot arrive leaves the frame saying so, and nothing is drawn', async () => {
    renderScreen(<Chart load={() => Promise.reject(new Error('ChunkLoadError'))} data={[1]} />);
    expect(await screen.findByText('图表加载失败，请刷新页面重试')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '图表' })).toBeInTheDocument();
  });
});
