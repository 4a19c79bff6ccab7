import { stepDef } from '@contract/developSteps';
import { stepBodyOf, stepFormOf, validateStep } from './recordForm';

// The record form's checks, as the server makes them, and its body: only filled fields, trimmed,
// counts as plain integers.

const vote = stepDef(15)!;
const today = '2026-12-03';

describe('recording a step', () => {
  it('starts from today with every field empty', () => {
    expect(stepFormOf(vote, today)).toEqual({ doneOn: today, fields: { expected: '', present: '', ayes: '' } });
  });

  it('asks for a real date no later than today, the required fields, names of 2-20 characters and counts of 0-10000', () => {
    expect(validateStep(vote, { doneOn: '2026-02-30', fields: { expected: '20', present: '18', ayes: '17' } }, today)).toEqual({
      doneOn: '请选择支部大会日期',
    });
    expect(validateStep(vote, { doneOn: '2026-12-04', fields: { expected: '', present: '1.5', ayes: '10001' } }, today)).toEqual({
      doneOn: '支部大会日期不能晚于今天',
      expected: '请填写应到有表决权的正式党员',
      present: '实到应填写 0-10000 的整数',
      ayes: '赞成票应填写 0-10000 的整数',
    });
    const talk = stepDef(2)!;
    expect(validateStep(talk, { doneOn: '1989-12-31', fields: { talker: '周', summary: '' } }, today)).toEqual({
      doneOn: '谈话日期不能早于 1990 年',
      talker: '谈话人应填写姓名（2-20 个字）',
    });
    expect(validateStep(talk, { doneOn: today, fields: { talker: '周建国', summary: '好'.repeat(501) } }, today)).toEqual({
      summary: '谈话情况最多 500 字',
    });
  });

  it('sends the filled fields in the step’s order, trimmed, a count without leading zeros', () => {
    const ext = stepDef(23)!;
    expect(stepBodyOf(ext, [11, 12], { doneOn: today, fields: { extension: ' ', ayes: '015', present: '18', expected: '20' } })).toEqual({
      userIds: [11, 12],
      stepNo: 23,
      doneOn: today,
      fields: [
        { key: 'expected', value: '20' },
        { key: 'present', value: '18' },
        { key: 'ayes', value: '15' },
      ],
    });
  });
});
