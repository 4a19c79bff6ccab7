import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reader } from '@contract/notify';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ReadersPage from './ReadersPage';

const reader = (i: number, readAt: string | null): Reader => ({
  name: `学员${i}`,
  account: `2023${String(i).padStart(3, '0')}`,
  branchName: i % 2 ? '计算机第一党支部' : '计算机第二党支部',
  readAt,
});
// 3 read, 142 unread: the export needs two pages of 100
const everyone = [
  ...Array.from({ length: 3 }, (_, i) => reader(i + 1, '2026-12-01T02:05:00.000Z')),
  ...Array.from({ length: 142 }, (_, i) => reader(i + 4, null)),
];

const message = {
  id: 7,
  kind: 'notice' as const,
  title: '期末考试安排',
  sentAt: '2026-12-01T02:00:00.000Z',
  dueAt: null,
  actionPath: '',
  recipients: 145,
  read: 3,
};

function serveReaders() {
  const asked: Array<{ id: number; read?: boolean; pageNum: number; pageSize: number }> = [];
  server.use(
    mockEndpoint('notify', 'readers', (body) => {
      asked.push(body);
      const shown = everyone.filter((r) => (body.read === undefined ? true : body.read === (r.readAt !== null)));
      return {
        list: shown.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
        total: shown.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
        message,
      };
    }),
  );
  return asked;
}

const show = (state?: unknown) =>
  renderScreen(<ReadersPage />, { path: '/admin/messages/:id', url: '/admin/messages/7', state, user: loginResult() });

describe("a sent message's readers", () => {
  it('shows the title from the list, the unread and read tabs with their counts, branch and Beijing read time', async () => {
    serveReaders();
    const user = userEvent.setup();
    show({ title: '期末考试', recipients: 145, read: 3 });
    expect(screen.getByTestId('readers-title')).toHaveTextContent('期末考试');
    expect(await screen.findByRole('tab', { name: '未读 (142)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: '已读 (3)' })).toBeInTheDocument();
    expect(screen.getByText('已读 3/145')).toBeInTheDocument();
    const unread = await screen.findByTestId('readers-unread');
    expect(within(unread).getAllByRole('row')).toHaveLength(21);
    expect(within(unread).getByRole('row', { name: '学员4 2023004 计算机第二党支部 未读' })).toBeInTheDocument();
    expect(screen.getByText('第 1 / 8 页')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '已读 (3)' }));
    const read = await screen.findByTestId('readers-read');
    expect(within(read).getByRole('row', { name: '学员1 2023001 计算机第一党支部 2026-12-01 10:05' })).toBeInTheDocument();
    expect(within(read).getAllByRole('row')).toHaveLength(4);
  });

  it('names the message from the answer when opened from a bookmark (no state from the list)', async () => {
    serveReaders();
    show();
    await waitFor(() => expect(screen.getByTestId('readers-title')).toHaveTextContent('期末考试安排'));
    expect(screen.getByText('已读 3/145')).toBeInTheDocument();
  });

  it('pages through a tab and keeps the title', async () => {
    const asked = serveReaders();
    const user = userEvent.setup();
    show({ title: '期末考试', recipients: 145, read: 3 });
    await screen.findByTestId('readers-unread');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('row', { name: '学员24 2023024 计算机第二党支部 未读' })).toBeInTheDocument();
    expect(asked).toContainEqual({ id: 7, read: false, pageNum: 2, pageSize: 20 });
    expect(screen.getByTestId('readers-title')).toHaveTextContent('期末考试');
  });

  it('names the message by its number when opened without the list, and shows a refusal', async () => {
    server.use(mockEndpoint('notify', 'readers', () => failure(10002, '该消息不存在，或不是您发出的')));
    show();
    expect(screen.getByTestId('readers-title')).toHaveTextContent('消息 7');
    expect(await screen.findAllByText('该消息不存在，或不是您发出的')).not.toHaveLength(0);
  });

  it('exports every recipient as one CSV with a BOM, fetched page by page', async () => {
    const asked = serveReaders();
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:readers';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    show({ title: '期末考试', recipients: 145, read: 3 });
    await user.click(await screen.findByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    click.mockRestore();
    expect(asked.filter((a) => a.read === undefined)).toEqual([
      { id: 7, pageNum: 1, pageSize: 100 },
      { id: 7, pageNum: 2, pageSize: 100 },
    ]);
    expect(names[0]).toMatch(/^期末考试安排-阅读情况-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await files[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines).toHaveLength(1 + 145 + 1);
    expect(lines[1]).toBe('"学员1","2023001","计算机第一党支部","已读","2026-12-01 10:05"');
    expect(lines[145]).toBe('"学员145","2023145","计算机第一党支部","未读",""');
  });
});
