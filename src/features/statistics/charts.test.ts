import { mountChart } from './charts';
import { hbarHeight } from './StatChart';

const hbarPx = (n: number) => Number.parseInt(hbarHeight(n), 10);

describe('the statistics charts', () => {
  it.each(['bar', 'line', 'pie'] as const)('draws a %s chart as SVG with only the registered parts', (kind) => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 600 });
    Object.defineProperty(el, 'clientHeight', { value: 240 });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({
      kind,
      seriesName: '学时',
      unit: '分钟',
      categories: ['11-23', '11-24'],
      values: [65, 10],
      tooltips: ['2026-11-23 星期一', '2026-11-24 星期二'],
    });
    expect(el.querySelector('svg')).not.toBeNull();
    expect(el.querySelectorAll('svg path').length).toBeGreaterThan(0);
    chart.dispose();
    el.remove();
  });
});

describe('the category labels', () => {
  const labels = (categories: string[], kind: 'bar' | 'hbar' = 'bar', height = 220) => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 520 });
    Object.defineProperty(el, 'clientHeight', { value: height });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({ kind, seriesName: '完成课程', unit: '门', categories, values: categories.map((_, i) => i % 3) });
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

  // 学习统计's 各分类课程完成情况 (a cadre has 10 tags): standing up, echarts drew every other name
  const ten = ['党的基本理论', '党史学习', '党章党规', '廉洁教育', '时事政治', '专业素养', '理想信念', '政治理论', '廉洁从政', '领导能力'];

  it('standing up, ten names are too many to draw them all', () => {
    expect(labels(ten).filter((text) => ten.includes(text)).length).toBeLessThan(ten.length);
  });

  it.each([6, 10, 16])('lying down (hbar), %i categories each keep their whole name, in order from the top', (n) => {
    const tags = Array.from({ length: n }, (_, i) => (i < ten.length ? ten[i] : `分类${i + 1}`));
    const drawn = labels(tags, 'hbar', hbarPx(n));
    expect(drawn.filter((text) => tags.includes(text))).toEqual(tags);
    // each bar says its value with its unit
    expect(drawn.filter((text) => /^\d+ 门$/.test(text))).toEqual(tags.map((_, i) => `${i % 3} 门`));
    // every name even in too small a box
    expect(labels(tags, 'hbar', 120).filter((text) => tags.includes(text))).toEqual(tags);
  });
});

describe('the values as the tables say them', () => {
  it('the pie’s labels say each slice as the tables do (valueTexts), not in decimal minutes', () => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 520 });
    Object.defineProperty(el, 'clientHeight', { value: 220 });
    document.body.appendChild(el);
    const chart = mountChart(el);
    chart.update({
      kind: 'pie',
      seriesName: '必修与选修学时',
      unit: '分钟',
      categories: ['必修', '选修'],
      values: [2.2, 2.2],
      valueTexts: ['2 分 14 秒', '2 分 14 秒'],
    });
    const drawn = [...el.querySelectorAll('svg text')].map((t) => t.textContent ?? '').join('|');
    chart.dispose();
    el.remove();
    expect(drawn).toContain('2 分 14 秒');
    expect(drawn).not.toContain('2.2 分钟');
  });
});
