import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handout, ReadingItem } from '@contract/lessonReading';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem, videoItem } from '@/test/lessons';
import LessonPage from '../LessonPage';

const handouts: Handout[] = [
  {
    id: 1,
    lessonId: 5,
    title: '党史学习学习讲义',
    fileName: '党史学习学习讲义.docx',
    size: 3043,
    type: 'docx',
    url: '/uploads/demo/handouts/notes-2-0123456789.docx',
  },
  {
    id: 2,
    lessonId: 5,
    title: '学员学习记录表',
    fileName: '学员学习记录表.docx',
    size: 2254,
    type: 'docx',
    url: '/uploads/demo/handouts/record-form-0123456789.docx',
  },
];
const readings: ReadingItem[] = [
  {
    id: 8,
    lessonId: 5,
    title: '三个历史决议说了什么',
    source: '党校教研室',
    author: '周建华',
    summary: '在党的历史上，党中央先后制定过三个历史决议。',
    publishedAt: '2026-04-08T01:00:00.000Z',
  },
  {
    id: 9,
    lessonId: 5,
    title: '十条历史经验的内在逻辑',
    source: '党校教研室',
    author: '周建华',
    summary: '十条经验是一个有机整体。',
    publishedAt: '2026-04-15T01:00:00.000Z',
  },
];

const show = () =>
  renderScreen(<LessonPage />, {
    path: '/index/course-learning/:lessonTagId/:lessonId',
    url: '/index/course-learning/3/5',
    user: loginResult(),
  });
const serveLesson = () =>
  server.use(
    mockEndpoint('lesson', 'info', lessonItem(5)),
    mockEndpoint('lesson', 'videos', [videoItem(11)]),
    mockEndpoint('exam', 'examLessonList', { lessonCompleted: false, list: [] }),
  );

describe("a lesson's handouts and extended readings", () => {
  it('lists the handouts with type, size and a download link, and the readings leading to their articles', async () => {
    serveLesson();
    server.use(mockEndpoint('lesson', 'lecture', handouts), mockEndpoint('lesson', 'readList', readings));
    show();
    const download = await screen.findByRole('link', { name: '下载 党史学习学习讲义.docx' });
    expect(download).toHaveAttribute('href', handouts[0].url);
    expect(download).toHaveAttribute('download', '党史学习学习讲义.docx');
    expect(screen.getByText('党史学习学习讲义.docx · 3.0 KB')).toBeInTheDocument();
    expect(screen.getByText('学员学习记录表.docx · 2.2 KB')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /三个历史决议说了什么/ })).toHaveAttribute('href', '/index/readdetais/3/5/8');
    expect(screen.getByRole('link', { name: /十条历史经验的内在逻辑/ })).toHaveAttribute('href', '/index/readdetais/3/5/9');
  });

  it('says so when a lesson has none, and shows a failed list with 重试', async () => {
    serveLesson();
    let calls = 0;
    server.use(
      mockEndpoint('lesson', 'lecture', []),
      mockEndpoint('lesson', 'readList', () => (++calls === 1 ? networkError() : [])),
    );
    show();
    expect(await screen.findByText('该课程暂无讲义')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('该课程暂无延伸阅读')).toBeInTheDocument();
  });

  it('shows them loading', async () => {
    serveLesson();
    server.use(
      mockEndpoint('lesson', 'lecture', () => new Promise<never>(() => {})),
      mockEndpoint('lesson', 'readList', () => new Promise<never>(() => {})),
    );
    show();
    expect(await screen.findByText('课程讲义')).toBeInTheDocument();
    expect(screen.getByText('延伸阅读')).toBeInTheDocument();
    expect(screen.getAllByTestId('list-loading').length).toBeGreaterThanOrEqual(2);
  });
});
