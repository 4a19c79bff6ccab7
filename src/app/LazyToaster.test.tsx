import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { LazyToaster } from './LazyToaster';
import { makeStore } from './store';

// The renderer's chunk (AppToaster) cannot load while offline; toaster.ts came with a screen's own chunk.
const mockNetwork = { offline: false };
jest.mock('./AppToaster', () => {
  if (mockNetwork.offline) throw Object.assign(new Error('Loading chunk 9109 failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('./AppToaster');
});

const toasts = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((toast) => toast.textContent);

it('a screen raising a toast itself while the renderer cannot load: the page stays, and the toast shows once it loads', async () => {
  render(
    <Provider store={makeStore()}>
      <p>page</p>
      <LazyToaster />
    </Provider>,
  );
  mockNetwork.offline = true;
  await act(async () => {
    // as MarkAllRead does: its chunk brings toaster.ts, which asks for the renderer
    const { toaster } = await import('@/components/toaster');
    toaster.create({ type: 'success', title: '已全部标为已读' });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(toasts()).toEqual([]);

  mockNetwork.offline = false;
  act(() => void window.dispatchEvent(new Event('online')));
  // loading Chakra's toast takes jest a while
  await waitFor(() => expect(toasts()).toEqual(['已全部标为已读']));
  expect(screen.getByText('page')).toBeInTheDocument();
});
