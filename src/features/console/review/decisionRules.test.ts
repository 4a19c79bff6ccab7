import { checkDecision } from './decisionRules';

describe('checkDecision', () => {
  it('a return needs a reason, trimmed, at most 500 characters', () => {
    expect(checkDecision({ verdict: 'return', scored: true, score: '', reason: '  ' })).toEqual({
      ok: false,
      field: 'reason',
      message: '退回时请填写退回原因',
    });
    expect(checkDecision({ verdict: 'return', scored: true, score: '90', reason: ' 请补充 ' })).toEqual({
      ok: true,
      body: { verdict: 'return', reason: '请补充' },
    });
    expect(checkDecision({ verdict: 'return', scored: false, score: '', reason: '字'.repeat(501) })).toMatchObject({
      ok: false,
      field: 'reason',
    });
  });

  it('a scored approval needs a whole score from 0 to 100; an unscored one none', () => {
    for (const score of ['', '101', '-1', '8.5', 'abc']) {
      expect(checkDecision({ verdict: 'approve', scored: true, score, reason: '' })).toMatchObject({ ok: false, field: 'score' });
    }
    expect(checkDecision({ verdict: 'approve', scored: true, score: '0', reason: '' })).toEqual({
      ok: true,
      body: { verdict: 'approve', score: 0 },
    });
    expect(checkDecision({ verdict: 'approve', scored: true, score: '100', reason: ' 很好 ' })).toEqual({
      ok: true,
      body: { verdict: 'approve', score: 100, reason: '很好' },
    });
    expect(checkDecision({ verdict: 'approve', scored: false, score: '', reason: '' })).toEqual({ ok: true, body: { verdict: 'approve' } });
  });
});
