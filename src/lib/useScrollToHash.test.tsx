import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useScrollToHash } from './useScrollToHash';

// jsdom lays nothing out and has no scrollIntoView: record which element it is called on.
const scrolled: string[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
beforeEach(() => {
  scrolled.length = 0;
});

/** A page whose content arrives when 答复 is pressed, and goes back to loading on 重新加载. */
function Page({ loaded = false }: { loaded?: boolean }) {
  const [ready, setReady] = useState(loaded);
  useScrollToHash(ready);
  return (
    <div>
      <button type="button" onClick={() => setReady(true)}>
        答复
      </button>
      <button type="button" onClick={() => setReady(false)}>
        重新加载
      </button>
      <section id="top">上面</section>
      {ready ? <section id="work">心得体会</section> : <p>加载中</p>}
      <section id="中文">中文</section>
    </div>
  );
}

const routerAt = (url: string, loaded = false) => {
  const [pathname, hash] = url.split('#');
  return createMemoryRouter(
    [
      { path: '/page', element: <Page loaded={loaded} /> },
      { path: '/other', element: <p>别处</p> },
    ],
    { initialEntries: [{ pathname, hash: hash ? `#${hash}` : '' }] },
  );
};

describe('useScrollToHash', () => {
  it('waits for the content, then scrolls to the element the hash names', () => {
    render(<RouterProvider router={routerAt('/page#work')} />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '答复' }));
    expect(screen.getByText('心得体会')).toBeInTheDocument();
    expect(scrolled).toEqual(['work']);
  });

  it('once per navigation: content loading again (a refetch) does not scroll again', () => {
    render(<RouterProvider router={routerAt('/page#work')} />);
    fireEvent.click(screen.getByRole('button', { name: '答复' }));
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    fireEvent.click(screen.getByRole('button', { name: '答复' }));
    expect(scrolled).toEqual(['work']);
  });

  it('following the link again is a new navigation and scrolls again', async () => {
    const router = routerAt('/page#work', true);
    render(<RouterProvider router={router} />);
    expect(scrolled).toEqual(['work']);
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/page#work'));
    expect(scrolled).toEqual(['work', 'work']);
  });

  it('does nothing without a hash, or when no element has that id', () => {
    render(<RouterProvider router={routerAt('/page', true)} />);
    render(<RouterProvider router={routerAt('/page#nowhere', true)} />);
    expect(scrolled).toEqual([]);
  });

  it('reads an encoded hash', () => {
    render(<RouterProvider router={routerAt(`/page#${encodeURIComponent('中文')}`, true)} />);
    expect(scrolled).toEqual(['中文']);
  });
});
