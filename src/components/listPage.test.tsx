import { screen, waitFor } from '@testing-library/react';
import { PageQuery } from '@contract/common';
import { renderScreen } from '@/test/renderScreen';
import { lastPageOf, MAX_PAGE, pageParam, usePageInRange, usePageParam } from './listPage';

describe('pageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['0.5', 1],
    ['1', 1],
    ['3', 3],
    ['2.5', 2],
    ['100000', 100000],
    ['100001', 100000],
    ['1e12', 100000],
    ['Infinity', 1],
  ])('reads ?page=%p as page %d', (value, page) => {
    expect(pageParam(value)).toBe(page);
  });

  it("stops at the server's largest page", () => {
    expect(MAX_PAGE).toBe(PageQuery.pageNum.maximum);
  });
});

describe('lastPageOf', () => {
  it('is the last page of a list with rows, and nothing without rows or an answer', () => {
    expect(lastPageOf({ list: [], total: 12, pageSize: 12 })).toBe(1);
    expect(lastPageOf({ list: [], total: 13, pageSize: 12 })).toBe(2);
    expect(lastPageOf({ list: [], total: 0, pageSize: 12 })).toBeNull();
    expect(lastPageOf(undefined)).toBeNull();
  });
});

interface Answer {
  list: string[];
  total: number;
  pageSize: number;
}

/** A paged list whose answer the test gives (an RTK Query result's fields the hook reads). */
function List({ answerOf, shown }: { answerOf: (page: number) => Answer | undefined; shown: string[] }) {
  const page = usePageParam();
  const query = usePageInRange({ currentData: answerOf(page), isLoading: false }, page);
  const rows = query.currentData?.list ?? [];
  const text = query.isLoading ? 'loading' : rows.length === 0 ? '暂无' : `page ${page}: ${rows.join(',')}`;
  shown.push(text);
  return <p>{text}</p>;
}

/** 25 rows, 10 a page: pages 1 to 3. */
const rowsOf = (page: number): Answer => ({
  list: Array.from({ length: 10 }, (_, i) => (page - 1) * 10 + i + 1)
    .filter((n) => n <= 25)
    .map(String),
  total: 25,
  pageSize: 10,
});

/** what the list rendered, in order */
let shown: string[] = [];
beforeEach(() => {
  shown = [];
});

const show = (url: string, answerOf: (page: number) => Answer | undefined = rowsOf) =>
  renderScreen(<List answerOf={answerOf} shown={shown} />, { path: '/list', url });

describe('usePageInRange', () => {
  it('replaces a page past the end by the last page, keeping the other query parameters', async () => {
    const { router } = show('/list?keyword=%E5%85%9A&page=9&tab=all');
    expect(await screen.findByText('page 3: 21,22,23,24,25')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBe('3');
    expect(params.get('keyword')).toBe('党');
    expect(params.get('tab')).toBe('all');
    // replace: Back does not return to the empty page
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the loading state, never the empty text, until the last page is there', async () => {
    show('/list?page=9');
    expect(await screen.findByText('page 3: 21,22,23,24,25')).toBeInTheDocument();
    expect(shown[0]).toBe('loading');
    expect(shown).not.toContain('暂无');
  });

  it('drops ?page= when the last page is the first', async () => {
    const { router } = show('/list?q=x&page=5', (page) =>
      page === 1 ? { list: ['a'], total: 1, pageSize: 10 } : { list: [], total: 1, pageSize: 10 },
    );
    expect(await screen.findByText('page 1: a')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=x');
  });

  it('leaves an empty list (total 0), a page with rows and a list still loading where they are', async () => {
    const { router, unmount } = show('/list?page=4', () => ({ list: [], total: 0, pageSize: 10 }));
    expect(await screen.findByText('暂无')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=4');
    unmount();

    const second = show('/list?page=2');
    expect(await screen.findByText('page 2: 11,12,13,14,15,16,17,18,19,20')).toBeInTheDocument();
    expect(second.router.state.location.search).toBe('?page=2');
    second.unmount();

    const loading = show('/list?page=7', () => undefined);
    await waitFor(() => expect(screen.getByText('暂无')).toBeInTheDocument());
    expect(loading.router.state.location.search).toBe('?page=7');
  });
});
