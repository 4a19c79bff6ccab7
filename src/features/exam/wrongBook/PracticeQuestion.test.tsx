import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/test/renderScreen';
import { PracticeQuestion, type PractisedQuestion } from './PracticeQuestion';

const multiple: PractisedQuestion = {
  questionId: 1,
  type: 'multiple',
  stem: '党的纪律主要包括哪些？',
  options: [
    { key: 'A', text: '政治纪律' },
    { key: 'B', text: '组织纪律' },
    { key: 'C', text: '休假纪律' },
    { key: 'D', text: '廉洁纪律' },
  ],
  rightAnswer: 'A,B,D',
  explanation: '党章第四十条：党的纪律主要包括政治纪律、组织纪律、廉洁纪律、群众纪律、工作纪律、生活纪律。',
};
const show = (question: PractisedQuestion, onClose = jest.fn()) => {
  renderScreen(<PracticeQuestion question={question} onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
};

describe('practising a wrong question', () => {
  it('asks for an answer first, tells a wrong pick with the right answer and explanation, then passes the right one', async () => {
    const { user, onClose } = show(multiple);
    expect(screen.queryByText(/党章第四十条/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先作答');
    await user.click(screen.getByRole('checkbox', { name: 'A. 政治纪律' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. 休假纪律' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答错误')).toBeInTheDocument();
    expect(screen.getByText('正确答案：A、B、D')).toBeInTheDocument();
    expect(screen.getByText(/党章第四十条/)).toBeInTheDocument();
    // the checked answer cannot be changed until 重新作答
    expect(screen.getByRole('checkbox', { name: 'B. 组织纪律' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '重新作答' }));
    for (const name of ['D. 廉洁纪律', 'A. 政治纪律', 'B. 组织纪律']) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答正确')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('checks a single choice by its key', async () => {
    const { user } = show({ ...multiple, type: 'single', rightAnswer: 'B', stem: '单选' });
    await user.click(screen.getByRole('radio', { name: 'B. 组织纪律' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答正确')).toBeInTheDocument();
  });

  it('checks a blank against the accepted spellings, trimmed', async () => {
    const { user } = show({
      questionId: 2,
      type: 'fill',
      stem: '中国共产党第一次全国代表大会简称____。',
      options: [],
      rightAnswer: '中共一大',
      accepted: ['一大'],
      explanation: '',
    });
    await user.type(screen.getByRole('textbox', { name: '请输入答案' }), ' 一大 ');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答正确')).toBeInTheDocument();
    expect(screen.getByText('正确答案：中共一大')).toBeInTheDocument();
  });

  it('checks true/false', async () => {
    const { user } = show({
      questionId: 3,
      type: 'judge',
      stem: '党员可以不参加党的组织生活。',
      options: [],
      rightAnswer: 'false',
      explanation: '党章第八条：每个党员都必须参加党的组织生活。',
    });
    await user.click(screen.getByRole('radio', { name: '正确' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答错误')).toBeInTheDocument();
    expect(screen.getByText('正确答案：错误')).toBeInTheDocument();
    expect(screen.getByText(/党章第八条/)).toBeInTheDocument();
  });
});
