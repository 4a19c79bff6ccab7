import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/test/renderScreen';
import { CommentThread, type ThreadComment } from './CommentThread';

const comment = (id: number, content: string, mine = false, branchName?: string): ThreadComment => ({
  id,
  authorName: mine ? '张三' : '李四',
  branchName,
  createdAt: '2026-11-20T02:30:00.000Z',
  content,
  mine,
});

/**
 * A screen's use of the thread over a list kept here: `send` and `remove` succeed or throw
 * `refusal` once; the pages the thread asks for are recorded.
 */
function Harness({ start, refusal, deletable = true }: { start: ThreadComment[]; refusal?: string; deletable?: boolean }) {
  const [list, setList] = useState(start);
  const [pages, setPages] = useState<number[]>([]);
  const [refused, setRefused] = useState(false);
  const refuseOnce = () => {
    if (refusal && !refused) {
      setRefused(true);
      throw new Error(refusal);
    }
  };
  const query = {
    data: { list, pageNum: 1, pageSize: 10, total: list.length },
    isLoading: false,
    isError: false,
    refetch: () => undefined,
  };
  return (
    <>
      <CommentThread
        query={query}
        onPage={(p) => setPages((x) => [...x, p])}
        send={async (content) => {
          refuseOnce();
          setList((x) => [comment(100 + x.length, content, true), ...x]);
        }}
        sending={false}
        max={300}
        remove={
          deletable
            ? async (id) => {
                refuseOnce();
                setList((x) => x.filter((c) => c.id !== id));
              }
            : undefined
        }
      />
      <div data-testid="pages">{pages.join(',')}</div>
    </>
  );
}

describe('CommentThread', () => {
  it('sends a comment, clears the box and goes back to the first page; a refusal is shown and the text kept', async () => {
    renderScreen(<Harness start={[comment(1, '说得好', false, '第一党支部')]} refusal="评论太频繁，请稍后再发表" />);
    expect(screen.getByTestId('sns-comment')).toHaveTextContent('李四第一党支部2026-11-20');
    const box = screen.getByRole('textbox', { name: '发表评论' });
    expect(screen.getByRole('button', { name: '发表评论' })).toBeDisabled();
    fireEvent.change(box, { target: { value: '写得好' } });
    expect(screen.getByText('3/300')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('评论太频繁，请稍后再发表');
    expect(box).toHaveValue('写得好');
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(screen.getAllByTestId('sns-comment')[0]).toHaveTextContent('写得好'));
    expect(box).toHaveValue('');
    expect(screen.getByTestId('pages')).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the author deletes their own comment after confirming; a refusal shows under it', async () => {
    renderScreen(<Harness start={[comment(1, '我的评论', true), comment(2, '别人的评论')]} refusal="评论不存在或已删除" />);
    const [mine, other] = screen.getAllByTestId('sns-comment');
    expect(within(other).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: '删除' }));
    const confirm = within(mine).getByRole('group', { name: '确定删除这条评论？' });
    fireEvent.click(within(confirm).getByRole('button', { name: '确定删除' }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent('评论不存在或已删除');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(screen.getAllByTestId('sns-comment')).toHaveLength(1));
    expect(screen.getByTestId('sns-comment')).toHaveTextContent('别人的评论');
  });

  it("without remove no comment offers 删除, not even the author's", () => {
    renderScreen(<Harness start={[comment(1, '我的评论', true)]} deletable={false} />);
    expect(screen.getByTestId('sns-comment')).toHaveTextContent('我的评论');
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('an empty thread says so under the composer', () => {
    renderScreen(<Harness start={[]} />);
    expect(screen.getByText('暂无评论')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '发表评论' })).toHaveAttribute('placeholder', '写下你的评论（最多 300 字）');
  });
});
