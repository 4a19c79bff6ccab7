import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toastRequested } from '@/api/apiEvents';
import { LazyToaster } from './LazyToaster';
import { makeStore } from './store';

const toasts = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((toast) => toast.textContent);

it('the same message raised by several lists at once is one toast; other words get their own', async () => {
  const store = makeStore();
  render(
    <Provider store={store}>
      <LazyToaster />
    </Provider>,
  );
  act(() => void store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' })));
  await waitFor(() => expect(toasts()).toEqual(['后端接口连接异常']));

  // the toaster is loaded now: five failing lists of one screen, and another message
  await act(async () => {
    for (let i = 0; i < 5; i++) store.dispatch(toastRequested({ type: 'error', title: '后端接口连接异常' }));
    store.dispatch(toastRequested({ type: 'success', title: '已保存' }));
  });
  expect([...toasts()].sort()).toEqual(['后端接口连接异常', '已保存'].sort());
});
