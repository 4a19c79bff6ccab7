import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useRedirectNotice } from './useRedirectNotice';

function Page() {
  return <p>{useRedirectNotice('moved') ? '已转到' : '没有转'}</p>;
}

const routerAt = (state: unknown) =>
  createMemoryRouter([{ path: '/item/:id', element: <Page /> }], { initialEntries: [{ pathname: '/item/1', search: '?a=1', state }] });

describe('useRedirectNotice', () => {
  it('says it once for the address, and takes the flag out of the history entry (a reload said it again)', async () => {
    const router = routerAt({ moved: true, from: '/x' });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('已转到')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/x' }));
    expect(router.state.location.search).toBe('?a=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('已转到')).toBeInTheDocument();
    // another address in the same page: no longer
    await act(() => router.navigate('/item/2'));
    expect(screen.getByText('没有转')).toBeInTheDocument();
    // nor on coming back to the moved address by a link
    await act(() => router.navigate('/item/1'));
    expect(screen.getByText('没有转')).toBeInTheDocument();
  });

  it('says nothing without the flag and leaves the history alone', async () => {
    const router = routerAt({ from: '/x' });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('没有转')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.state).toEqual({ from: '/x' });
  });

  it('clears a flag that was all the state', async () => {
    const router = routerAt({ moved: true });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('已转到')).toBeInTheDocument();
  });
});
