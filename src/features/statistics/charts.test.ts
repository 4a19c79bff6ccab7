import { mountChart } from './charts';

describe('the statistics charts', () => {
  it.each(['bar', 'line', 'pie'] as const)('draws a %s chart as SVG with only the registered parts', (kind) => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 600 });
    Object.defineProperty(el, 'clientHeight', { value: 240 });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({ kind, seriesName: '学时', unit: '分钟', categories: ['11-23', '11-24'], values: [65, 10], tooltips: ['2026-11-23 星期一', '2026-11-24 星期二'] });
    expect(el.querySelector('svg')).not.toBeNull();
    expect(el.querySelectorAll('svg path').length).toBeGreaterThan(0);
    chart.dispose();
    el.remove();
  });
});

describe('the category labels', () => {
  const labels = (categories: string[]) => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 520 });
    Object.defineProperty(el, 'clientHeight', { value: 220 });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({ kind: 'bar', seriesName: '完成课程', unit: '门', categories, values: categories.map(() => 1) });
    const texts = [...el.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    chart.dispose();
    el.remove();
    return texts;
  };

  it('a few named categories (the lesson tags) all keep their name', () => {
    const tags = ['党的基本理论', '党史学习', '党章党规', '廉洁教育', '时事政治', '专业素养'];
    const drawn = labels(tags).join('|');
    for (const tag of tags) expect(drawn).toContain(tag.slice(0, 2));
    expect(tags.every((tag) => drawn.includes(tag) || drawn.includes(tag.slice(0, 4)))).toBe(true);
  });
});

describe('the values as the tables say them', () => {
  it('the pie’s labels say each slice as the tables do (valueTexts), not in decimal minutes', () => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 520 });
    Object.defineProperty(el, 'clientHeight', { value: 220 });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({ kind: 'pie', seriesName: '必修与选修学时', unit: '分钟', categories: ['必修', '选修'], values: [2.2, 2.2], valueTexts: ['2 分 14 秒', '2 分 14 秒'] });
    const drawn = [...el.querySelectorAll('svg text')].map((t) => t.textContent ?? '').join('|');
    chart.dispose();
    el.remove();
    expect(drawn).toContain('2 分 14 秒');
    expect(drawn).not.toContain('2.2 分钟');
  });
});
