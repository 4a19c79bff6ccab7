import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint, refusal } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import DuesImportPage from './DuesImportPage';

// 导入党费 against dues/import: the chosen file's text is sent as it is (a BOM dropped); a refusal
// lists each line and what to fix; a clean import says what it wrote.

const CSV = '学号/工号,姓名,月份,类别,缴费基数(元),缴费日期\r\n2022010215,陆嘉怡,2026-11,学生党员,,2026-11-08\r\n';
const file = (text: string, name = '党费.csv') => new File([text], name, { type: 'text/csv' });
const show = () => renderScreen(<DuesImportPage />, { path: '/admin/dues/import', user: loginResult() });

describe('导入党费', () => {
  it('lists the lines the server refused, and then imports a corrected file', async () => {
    const sent: string[] = [];
    server.use(
      mockEndpoint('dues', 'import', (body) => {
        sent.push(body.csv);
        return sent.length === 1
          ? refusal('文件中有 2 行有问题，什么也没有导入', {
              problems: [
                { line: 3, message: '在职党员和离退休党员须填写缴费基数（税后月收入或月离退休费，单位元）' },
                { line: 5, message: '缴费日期不能晚于今天' },
              ],
            })
          : { rows: 1, created: 1, rewritten: 0, unchanged: 0 };
      }),
    );
    const user = userEvent.setup();
    show();
    await user.upload(screen.getByLabelText('选择 CSV 文件'), file(`\uFEFF${CSV}`));
    // the file is read before it shows as chosen (asynchronous, slower on a busy machine)
    await waitFor(() => expect(screen.getByTestId('chosen-file')).toHaveTextContent('已选择 党费.csv'), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: '导入' }));
    const rows = within(await screen.findByTestId('import-problems')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3在职党员和离退休党员须填写缴费基数');
    expect(rows[2]).toHaveTextContent('5缴费日期不能晚于今天');
    expect(sent[0]).toBe(CSV);
    await user.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('已导入 1 行：新增 1，更正 0，与原记录相同 0');
    expect(screen.queryByTestId('import-problems')).not.toBeInTheDocument();
  });

  it('takes only .csv files', async () => {
    show();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('选择 CSV 文件'), file('x', '党费.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择 .csv 文件');
  });
});
