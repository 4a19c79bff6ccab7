import { requirementWithoutLimits } from './stepView';

describe('requirementWithoutLimits', () => {
  it('drops the sentence that restates the word count, keeping the rest of its line', () => {
    expect(requirementWithoutLimits('汇报思想。\n字数要求：800—3000 字。', 800, 3000)).toBe('汇报思想。');
    expect(requirementWithoutLimits('如实说明。\n字数要求：2000—8000 字，经历的时间要前后衔接，不能断档。', 2000, 8000)).toBe(
      '如实说明。\n经历的时间要前后衔接，不能断档。',
    );
    expect(requirementWithoutLimits('字数要求：1000—5000 字。态度诚恳。', 1000, 5000)).toBe('态度诚恳。');
  });
  it('leaves other figures and other limits alone', () => {
    expect(requirementWithoutLimits('“入党志愿”一栏 300—3000 字；须填写两名入党介绍人。', 300, 3000)).toBe(
      '“入党志愿”一栏 300—3000 字；须填写两名入党介绍人。',
    );
    expect(requirementWithoutLimits('字数要求：800—3000 字。', 1000, 5000)).toBe('字数要求：800—3000 字。');
  });
});
