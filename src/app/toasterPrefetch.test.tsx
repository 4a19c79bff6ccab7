import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toastRequested } from '@/api/apiEvents';
import { LazyToaster } from './LazyToaster';
import { makeStore } from './store';

// Counts the loads of the toaster's chunk (AppToaster with toaster.ts and Chakra's toast), which
// cannot load while offline.
const mockNetwork = { offline: false, loads: 0 };
const chunkLoadError = () => Object.assign(new Error('Loading chunk 9109 failed.'), { name: 'ChunkLoadError' });
jest.mock('./AppToaster', () => {
  mockNetwork.loads += 1;
  if (mockNetwork.offline) throw chunkLoadError();
  return jest.requireActual('./AppToaster');
});
jest.mock('@/components/toaster', () => {
  if (mockNetwork.offline) throw chunkLoadError();
  return jest.requireActual('@/components/toaster');
});

const toasts = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((toast) => toast.textContent);

it('the toaster is fetched once the learner starts using the page (not on load): a later first toast shows even offline', async () => {
  const store = makeStore();
  render(
    <Provider store={store}>
      <p>page</p>
      <LazyToaster />
    </Provider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockNetwork.loads).toBe(0);

  fireEvent.keyDown(document.body, { key: 'Tab' });
  // loading Chakra's toast takes jest a while
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="group"]')).toBeInTheDocument());
  expect(mockNetwork.loads).toBe(1);

  mockNetwork.offline = true;
  act(() => void store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' })));
  await waitFor(() => expect(toasts()).toEqual(['后端接口连接异常']));
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(mockNetwork.loads).toBe(1);
});
