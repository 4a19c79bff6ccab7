import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Req } from '@contract/index';
import { ROSTER_COLUMNS, type RosterImportResult } from '@contract/roster';
import { useConsoleApisJoined } from '@/features/console/consoleApis';
import { authStateOf } from '@/store/auth/authSlice';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { loginResult } from '@/test/renderScreen';
import { server } from '@/test/server';
import { makeStore } from '@/test/store';
import RosterImportPage from './RosterImportPage';

jest.setTimeout(30_000);

function Joined({ children }: { children: ReactNode }) {
  return useConsoleApisJoined() ? children : null;
}

function renderPage() {
  const store = makeStore({ auth: authStateOf(loginResult({ name: '王老师' })) });
  render(
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>
        <Joined>
          <RosterImportPage />
        </Joined>
      </ChakraProvider>
    </Provider>,
  );
}

const HEADER = ROSTER_COLUMNS.join(',');
const TEXT = `${HEADER}\r\n2026019901,林一鸣,,,中共某某委员会/计算机学院党委/本科生第一党支部,入党申请人,,,,,,,,,,,,,Chushi@2026x,\r\n`;
const file = (text: string, name = '人员.csv') => new File([new TextEncoder().encode(text)], name, { type: 'text/csv' });
const choose = async (f: File) => {
  fireEvent.change(screen.getByLabelText('选择 CSV 文件'), { target: { files: [f] } });
  await waitFor(() => expect(screen.getByTestId('chosen-file')).toHaveTextContent(f.name));
};
const summary = { created: 1, updated: 0, unchanged: 0, notes: ['新账号 1 个，首次登录须修改初始密码'] };

function serve(answer: (body: Req<'roster', 'import'>) => RosterImportResult | ReturnType<typeof failure>) {
  const sent: Req<'roster', 'import'>[] = [];
  server.use(mockEndpoint('roster', 'import', (body) => (sent.push(body), answer(body))));
  return sent;
}

describe('导入名册', () => {
  it('nothing chosen: 检查 and 导入 wait for a file; a template with the importer’s columns', () => {
    renderPage();
    expect(screen.getByText('还没有选择文件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '检查' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('下载模板 saves a CSV whose header row is the importer’s columns (UTF-8 with BOM for Excel)', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:template'), revokeObjectURL: () => undefined });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '下载模板（CSV）' }));
    expect(blobs).toHaveLength(1);
    // the Blob of the environment that made it (jsdom's FileReader does not take it); text() would drop the BOM
    const bytes = new Uint8Array(await (blobs[0] as Blob & { arrayBuffer(): Promise<ArrayBuffer> }).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(`${ROSTER_COLUMNS.join(',')}\r\n`);
  });

  it('a check with problems lists each bad row and keeps 导入 off', async () => {
    const sent = serve(() => ({
      dryRun: true,
      summary: { created: 0, updated: 0, unchanged: 0, notes: [] },
      problems: [
        { row: 2, column: '所在党支部', message: '“某支部”不在您的管理范围内；只能填写您所管理的党支部' },
        { row: 3, column: '账号', message: '账号“2022020201”不在您的管理范围内' },
      ],
    }));
    renderPage();
    // Excel's “CSV UTF-8” starts with a byte-order mark: the server gets the text without it
    await choose(file(`\uFEFF${TEXT}`));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('1 行数据');
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    const report = await screen.findByTestId('import-problems');
    expect(within(report).getAllByTestId('problem-row')).toHaveLength(2);
    expect(within(report).getAllByTestId('problem-row')[0]).toHaveTextContent('2所在党支部“某支部”不在您的管理范围内');
    expect(within(report).getByRole('alert')).toHaveTextContent('发现 2 处需要修改，未写入任何数据');
    expect(sent).toEqual([{ csv: TEXT, dryRun: true }]);
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('a clean check enables 导入 for the same file; choosing another file asks for a new check', async () => {
    const sent = serve((body) => ({ dryRun: body.dryRun, summary, problems: [] }));
    renderPage();
    await choose(file(TEXT));
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    expect(await screen.findByText('检查通过，可以导入')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-summary')).getByText('将新增')).toBeInTheDocument();
    expect(screen.getByText('新账号 1 个，首次登录须修改初始密码')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '导入' })).toBeEnabled());
    await choose(file(TEXT.replace('林一鸣', '林一鸿'), '另一个.csv'));
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '导入' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('导入完成')).toBeInTheDocument();
    expect(sent.map((b) => b.dryRun)).toEqual([true, true, false]);
    expect(sent[2].csv).toContain('林一鸿');
    // once imported, the same file is not offered again
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('reads a GBK file (Excel’s plain CSV) too', async () => {
    const sent = serve((body) => ({ dryRun: body.dryRun, summary, problems: [] }));
    renderPage();
    // 账号,姓名 in GB18030
    const gbk = new Uint8Array([0xd5, 0xcb, 0xba, 0xc5, 0x2c, 0xd0, 0xd5, 0xc3, 0xfb, 0x0d, 0x0a, 0x31, 0x2c, 0x32]);
    await choose(new File([gbk], 'gbk.csv'));
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    await screen.findByText('检查通过，可以导入');
    expect(sent[0].csv).toBe('账号,姓名\r\n1,2');
  });

  it('a file that is not CSV is refused on the page; a refused check shows the server’s reason', async () => {
    const sent = serve(() => failure(10002, '所选文件 不是有效的 CSV（第 2 行附近）'));
    renderPage();
    fireEvent.change(screen.getByLabelText('选择 CSV 文件'), { target: { files: [file('x', '人员.xlsx')] } });
    expect(await screen.findByText(/请选择 .csv 文件/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '检查' })).toBeDisabled();
    await choose(file('a,"b\n1,2'));
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    expect(await screen.findByText('所选文件 不是有效的 CSV（第 2 行附近）')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
  });
});
