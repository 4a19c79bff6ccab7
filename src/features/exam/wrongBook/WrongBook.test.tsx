import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WrongQuestion } from '@contract/userExam';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { WrongBook } from './WrongBook';

const dist = [
  { categoryId: 1, categoryName: '党章', count: 3 },
  { categoryId: 2, categoryName: '党史', count: 1 },
];
const wrong = (questionId: number, over: Partial<WrongQuestion> = {}): WrongQuestion => ({
  questionId,
  categoryId: 1,
  categoryName: '党章',
  type: 'multiple',
  stem: `党的纪律主要包括哪些？（${questionId}）`,
  options: [
    { key: 'A', text: '政治纪律' },
    { key: 'B', text: '组织纪律' },
    { key: 'C', text: '休假纪律' },
    { key: 'D', text: '廉洁纪律' },
  ],
  myAnswer: 'A,B',
  rightAnswer: 'A,B,D',
  accepted: [],
  explanation: '党章第四十条：党的纪律主要包括政治纪律、组织纪律、廉洁纪律、群众纪律、工作纪律、生活纪律。',
  wrongCount: 2,
  lastWrongAt: '2026-11-21T02:00:00.000Z',
  ...over,
});
const page = (list: WrongQuestion[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 5 });
const show = () => renderScreen(<WrongBook />, { path: '/index/my/exam', user: loginResult() });

describe('the wrong-question book', () => {
  it('draws the distribution by category and filters the list by a category', async () => {
    const bodies: Array<{ categoryId?: number }> = [];
    server.use(
      mockEndpoint('user', 'wrongQuestionsDist', dist),
      mockEndpoint('user', 'wrongQuestions', (body) => {
        bodies.push(body);
        return body.categoryId === 2
          ? page([wrong(9, { categoryId: 2, categoryName: '党史', stem: '遵义会议在哪一年召开？' })])
          : page([wrong(1), wrong(2)], 3);
      }),
    );
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '错题分布：党章 3 题，党史 1 题' })).toBeInTheDocument();
    // echarts arrives in its own chunk and draws SVG into the box
    await waitFor(() => expect(screen.getByTestId('wrong-dist-chart').querySelector('svg')).not.toBeNull());
    expect(await screen.findAllByTestId('wrong-question')).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('categoryId');
    const categories = within(screen.getByRole('navigation', { name: '错题分类' }));
    expect(categories.getByRole('button', { name: /全部\s*4 题/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(categories.getByRole('button', { name: /党史\s*1 题/ }));
    expect(await screen.findByText('遵义会议在哪一年召开？')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ categoryId: 2 });
  });

  it('practises a question again: a wrong pick is told wrong with the right answer and explanation, then the right one passes', async () => {
    server.use(mockEndpoint('user', 'wrongQuestionsDist', dist), mockEndpoint('user', 'wrongQuestions', page([wrong(1)])));
    show();
    const user = userEvent.setup();
    const card = within((await screen.findAllByTestId('wrong-question'))[0]);
    expect(card.getByText('A、B')).toBeInTheDocument();
    expect(card.getByText('答错 2 次')).toBeInTheDocument();
    // nothing of the answer shows before the learner has answered
    expect(card.queryByText(/党章第四十条/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '再练一次' }));
    await user.click(card.getByRole('button', { name: '提交答案' }));
    expect(card.getByRole('alert')).toHaveTextContent('请先作答');
    await user.click(card.getByRole('checkbox', { name: 'A. 政治纪律' }));
    await user.click(card.getByRole('checkbox', { name: 'C. 休假纪律' }));
    await user.click(card.getByRole('button', { name: '提交答案' }));
    expect(await card.findByText('回答错误')).toBeInTheDocument();
    expect(card.getByText(/正确答案：A、B、D/)).toBeInTheDocument();
    expect(card.getByText(/党章第四十条/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '重新作答' }));
    for (const name of ['D. 廉洁纪律', 'A. 政治纪律', 'B. 组织纪律']) await user.click(card.getByRole('checkbox', { name }));
    await user.click(card.getByRole('button', { name: '提交答案' }));
    expect(await card.findByText('回答正确')).toBeInTheDocument();
  });

  it('checks a blank and a true/false question', async () => {
    server.use(
      mockEndpoint('user', 'wrongQuestionsDist', dist),
      mockEndpoint(
        'user',
        'wrongQuestions',
        page([
          wrong(1, {
            type: 'fill',
            options: [],
            stem: '党的根本组织原则是____。',
            myAnswer: '集中制',
            rightAnswer: '民主集中制',
            accepted: [],
          }),
          wrong(2, { type: 'judge', options: [], stem: '党员可以不参加党的组织生活。', myAnswer: 'true', rightAnswer: 'false' }),
        ]),
      ),
    );
    show();
    const user = userEvent.setup();
    const [fill, judge] = (await screen.findAllByTestId('wrong-question')).map((q) => within(q));
    await user.click(fill.getByRole('button', { name: '再练一次' }));
    await user.type(fill.getByRole('textbox', { name: '请输入答案' }), ' 民主集中制 ');
    await user.click(fill.getByRole('button', { name: '提交答案' }));
    expect(await fill.findByText('回答正确')).toBeInTheDocument();
    await user.click(judge.getByRole('button', { name: '再练一次' }));
    await user.click(judge.getByRole('radio', { name: '正确' }));
    await user.click(judge.getByRole('button', { name: '提交答案' }));
    expect(await judge.findByText('回答错误')).toBeInTheDocument();
    expect(judge.getByText(/正确答案：错误/)).toBeInTheDocument();
  });

  it("a question whose answer the server withheld shows the learner's answer and why, with no 再练一次", async () => {
    server.use(
      mockEndpoint('user', 'wrongQuestionsDist', dist),
      mockEndpoint(
        'user',
        'wrongQuestions',
        page([
          wrong(1, {
            type: 'single',
            stem: '中央委员会总书记必须从（　　）中产生',
            options: [
              { key: 'A', text: '中央政治局委员' },
              { key: 'C', text: '中央政治局常务委员会委员' },
            ],
            myAnswer: 'A',
            rightAnswer: '',
            accepted: [],
            explanation: '',
            answerWithheld: true,
          }),
          wrong(2),
        ]),
      ),
    );
    show();
    const [withheld, shown] = (await screen.findAllByTestId('wrong-question')).map((q) => within(q));
    expect(withheld.getByText(/^中央委员会总书记必须从/)).toBeInTheDocument();
    expect(withheld.getByText('上次的答案：')).toHaveTextContent('上次的答案：A');
    expect(withheld.getByTestId('answer-withheld')).toHaveTextContent(
      '该题所在的考试尚未结束（你还可以再次作答，或该考试不公布答卷），正确答案与解析在考试结束或作答次数用完后公布。',
    );
    expect(withheld.queryByRole('button', { name: '再练一次' })).not.toBeInTheDocument();
    expect(withheld.queryByText(/正确答案：/)).not.toBeInTheDocument();
    // the others are as before
    expect(shown.getByRole('button', { name: '再练一次' })).toBeInTheDocument();
    expect(shown.queryByTestId('answer-withheld')).not.toBeInTheDocument();
  });

  it('says the book is empty, and shows a failure', async () => {
    server.use(mockEndpoint('user', 'wrongQuestionsDist', []));
    const first = show();
    expect(await screen.findByText('错题本是空的：考试中答错的题会出现在这里')).toBeInTheDocument();
    first.unmount();
    server.use(
      mockEndpoint('user', 'wrongQuestionsDist', dist),
      mockEndpoint('user', 'wrongQuestions', () => failure(10002, '错题暂不可用')),
    );
    show();
    expect(await screen.findByText('错题暂不可用')).toBeInTheDocument();
  });
});
