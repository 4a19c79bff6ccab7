import { fenOf, yuan } from './money';

describe('dues money', () => {
  it('shows fen as 元 with two decimals', () => {
    expect(yuan(23_720)).toBe('237.20');
    expect(yuan(20)).toBe('0.20');
    expect(yuan(0)).toBe('0.00');
  });

  it('reads 元 as typed, thousands separators and up to two decimals, else null', () => {
    expect(fenOf('12680')).toBe(1_268_000);
    expect(fenOf(' 12,680.5 ')).toBe(1_268_050);
    expect(fenOf('0.07')).toBe(7);
    for (const bad of ['', '0', '12.345', '-5', '1e5', '12,68', 'abc']) expect(fenOf(bad)).toBeNull();
  });
});
