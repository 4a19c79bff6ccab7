import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/renderScreen';
import { DistChart } from './DistChart';

describe('the distribution chart', () => {
  it('loads echarts on mount and draws one sector per category', async () => {
    const view = renderScreen(
      <DistChart
        slices={[
          { name: '党章', value: 3 },
          { name: '廉洁', value: 2 },
        ]}
      />,
    );
    const box = screen.getByTestId('wrong-dist-chart');
    expect(box).toHaveAttribute('aria-label', '错题分布：党章 3 题，廉洁 2 题');
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    // one sector per category, in the brand red and gold (jsdom cannot measure text, so labels are not checked here)
    await waitFor(() => expect(box.querySelectorAll('svg path[fill="#c8161e"], svg path[fill="#e6b422"]')).toHaveLength(2));
    view.unmount();
  });
});
