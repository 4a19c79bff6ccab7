import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import RouteErrorPanel from './RouteErrorPanel';

/** A route whose chunk failed, as webpack reports it (lazyPage hands the error to the route's loader). */
function renderFailedRoute(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw error;
        },
        Component: () => null,
        hydrateFallbackElement: <p>loading</p>,
        errorElement: <RouteErrorPanel />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const chunkFailure = () =>
  Object.assign(new Error('Loading chunk 3657 failed.\n(error: http://demo.example/training2/assets/3657.915b442f.js)'), {
    name: 'ChunkLoadError',
  });

describe('the route error panel', () => {
  it('tells the learner in Chinese, with 重新加载; webpack’s English line stays folded under 详细信息', async () => {
    renderFailedRoute(chunkFailure());
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    expect(screen.getByText('网络不稳定或页面已更新，请重新加载后再试。')).toBeVisible();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeVisible();
    const detail = screen.getByText(/Loading chunk 3657 failed/);
    expect(detail).not.toBeVisible();
    expect(panel.querySelector('details')).not.toHaveAttribute('open');
    // what a learner sees: no English
    const visible = [...panel.querySelectorAll('h2, p, summary, button')]
      .filter((element) => element !== detail)
      .map((element) => element.textContent);
    expect(visible).toEqual(['页面加载失败', '网络不稳定或页面已更新，请重新加载后再试。', '详细信息', '重新加载']);
  });

  it('详细信息 opens to the error text, for whoever helps the learner', async () => {
    const user = userEvent.setup();
    renderFailedRoute(chunkFailure());
    await screen.findByRole('alert');
    await user.click(screen.getByText('详细信息'));
    expect(screen.getByText(/Loading chunk 3657 failed/)).toBeVisible();
  });

  it('something thrown that is not an Error: 未知错误 under 详细信息', async () => {
    renderFailedRoute('boom');
    await screen.findByRole('alert');
    expect(screen.getByText('未知错误')).not.toBeVisible();
  });
});
