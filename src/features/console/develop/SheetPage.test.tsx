import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import { personOf, roadOf } from './developFixtures';

// The 《发展党员全程记实表》 inside the console: the person's facts, the 25 steps by phase as
// recorded (blank where not yet), the signature lines; printed on A4 without the console around it.

function serve(answer: Parameters<typeof mockEndpoint<'developRecord', 'person'>>[2] = personOf({ steps: roadOf(3) })) {
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('branch')] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', []),
    mockEndpoint('developRecord', 'person', answer),
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((c) => c.textContent);

describe('发展党员全程记实表', () => {
  it('fills the sheet with the person and the recorded steps, leaving the others blank, and prints it', async () => {
    serve();
    renderConsole('/admin/develop/11/sheet');
    const sheet = await screen.findByTestId('develop-sheet');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('示范大学发展党员全程记实表');
    const info = within(screen.getByTestId('sheet-info')).getAllByRole('row');
    expect(info.map((r) => r.textContent)).toEqual([
      '姓名张晓明性别男',
      '民族汉族出生日期2005-03-12',
      '学历本科学号/工号2023010101',
      '所在党支部本科生第一党支部当前身份入党积极分子',
    ]);
    expect(screen.getAllByTestId('sheet-phase').map((r) => r.textContent)).toEqual([
      '第一阶段 · 申请入党',
      '第二阶段 · 入党积极分子的确定和培养教育',
      '第三阶段 · 发展对象的确定和考察',
      '第四阶段 · 预备党员的接收',
      '第五阶段 · 预备党员的教育考察和转正',
    ]);
    const steps = screen.getAllByTestId('sheet-step');
    expect(steps).toHaveLength(25);
    expect(cells(steps[0])).toEqual(['1. 递交入党申请书', '2026-01-01', '', '本科生第一党支部', '周建国']);
    expect(cells(steps[1])).toEqual([
      '2. 党组织派人谈话',
      '2026-01-02',
      '谈话人：谈话人内容谈话情况：谈话情况内容',
      '本科生第一党支部',
      '周建国',
    ]);
    // each phase's steps follow its row
    expect(steps[2].previousElementSibling).toHaveTextContent('第二阶段 · 入党积极分子的确定和培养教育');
    expect(cells(steps[2])).toContain('推荐方式（党员推荐、群团组织推优）：推荐方式（党员推荐、群团组织推优）内容');
    // not yet recorded: blank, to be filled in by hand
    expect(cells(steps[3])).toEqual(['4. 上级党委备案', '', '', '', '']);
    const signs = screen.getByTestId('sheet-signs');
    expect(signs).toHaveTextContent('党支部书记（签字）：');
    expect(signs).toHaveTextContent('上级党委（盖章）：');
    expect(within(signs).getAllByText(/^年\s+月\s+日$/)).toHaveLength(2);

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('on paper: no console top bar, navigation or buttons (base.css .no-print); sheet.css prints A4 in black at 10.5pt', async () => {
    serve();
    renderConsole('/admin/develop/11/sheet');
    await screen.findByTestId('develop-sheet');
    const removeSheet = addStyleSheet('app/base.css');
    try {
      expect(ruleValue(screen.getByRole('navigation', { name: '管理功能' }), 'display', 'print')).toBe('none');
      expect(ruleValue(screen.getByRole('banner'), 'display', 'print')).toBe('none');
      expect(ruleValue(screen.getByRole('button', { name: '打印' }).parentElement!, 'display', 'print')).toBe('none');
      expect(ruleValue(screen.getByTestId('develop-sheet'), 'display', 'print')).toBe('');
      // the console's grey page is white on paper (printed with backgrounds too)
      expect(ruleValue(screen.getByRole('banner').parentElement!, 'background', 'print')).toMatch(/white/);
    } finally {
      removeSheet();
    }
    const css = fs.readFileSync(path.join(__dirname, 'sheet.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const paper = css.slice(css.indexOf('@media print'));
    expect(paper).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:\s*15mm;/);
    expect(paper).toMatch(/font-size:\s*10\.5pt/);
    expect(paper).toMatch(/\.develop-sheet td\s*\{\s*border:\s*1px solid #000 !important;/);
    expect(paper).toMatch(/color:\s*#000 !important/);
  });

  it('says when the person could not be read, and prints nothing then', async () => {
    serve(() => failure(10002, '该人员不在您的管理范围内'));
    renderConsole('/admin/develop/11/sheet');
    expect(await screen.findByText('该人员不在您的管理范围内')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '返回记实' })).toHaveAttribute('href', '/admin/develop/11');
  });
});
