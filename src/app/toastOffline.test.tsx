import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toastRequested } from '@/api/apiEvents';
import { LazyToaster } from './LazyToaster';
import { makeStore } from './store';

// The toaster's chunk (AppToaster with toaster.ts and Chakra's toast) cannot load while offline:
// webpack rejects the import with a ChunkLoadError, and asks again on the next import.
const mockNetwork = { offline: false };
const chunkLoadError = () => Object.assign(new Error('Loading chunk 9109 failed.'), { name: 'ChunkLoadError' });
jest.mock('./AppToaster', () => {
  if (mockNetwork.offline) throw chunkLoadError();
  return jest.requireActual('./AppToaster');
});
jest.mock('@/components/toaster', () => {
  if (mockNetwork.offline) throw chunkLoadError();
  return jest.requireActual('@/components/toaster');
});

const toasts = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((toast) => toast.textContent);

it('a toast raised while the toaster cannot load (offline) is shown once it can, once however often it was raised', async () => {
  const error = jest.spyOn(console, 'error');
  const store = makeStore();
  render(
    <Provider store={store}>
      <p>page</p>
      <LazyToaster />
    </Provider>,
  );
  mockNetwork.offline = true;
  act(() => {
    store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' }));
    store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' }));
    store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(toasts()).toEqual([]);
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(error).not.toHaveBeenCalled();

  mockNetwork.offline = false;
  act(() => void window.dispatchEvent(new Event('online')));
  // loading Chakra's toast takes jest a while
  await waitFor(() => expect(toasts()).toEqual(['后端接口连接异常']));
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(error).not.toHaveBeenCalled();
});
