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
