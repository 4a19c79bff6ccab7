import { progressOf } from './progress';

describe('progressOf', () => {
  it('shows both times and the floored percent', () => {
    expect(progressOf(29, 100)).toEqual({ text: '00:00:29 / 00:01:40', percent: 29 });
    expect(progressOf(3723.9, 7200)).toEqual({ text: '01:02:03 / 02:00:00', percent: 51 });
  });
  it('never passes 100 and reads an empty video as 0', () => {
    expect(progressOf(120, 100).percent).toBe(100);
    expect(progressOf(0, 0)).toEqual({ text: '00:00:00 / 00:00:00', percent: 0 });
  });
});
