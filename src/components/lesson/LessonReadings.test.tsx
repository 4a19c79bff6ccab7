import { screen } from '@testing-library/react';
import type { ReadingItem } from '@contract/lessonReading';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import { LessonReadings } from './LessonReadings';

const reading = (id: number, title: string): ReadingItem => ({
  id,
  lessonId: 7,
  title,
  source: '人民日报',
  author: '评论员',
  summary: `${title}的摘要`,
  publishedAt: '2026-06-30T00:00:00.000Z',
});

describe('LessonReadings', () => {
  it("a learner's lesson asks lesson/readList only, and each reading leads to its article", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint('lesson', 'readList', (body) => {
        asked.push(`lesson:${body.lessonId}`);
        return [reading(4, '伟大建党精神')];
      }),
      mockEndpoint('cadre', 'lessonReadList', () => {
        asked.push('cadre');
        return [];
      }),
    );
    renderScreen(<LessonReadings audience="learner" tagId={3} lessonId={7} />);
    const link = await screen.findByRole('link', { name: /伟大建党精神/ });
    expect(link).toHaveAttribute('href', '/index/readdetais/3/7/4');
    expect(link).toHaveTextContent('人民日报 · 2026-06-30');
    expect(screen.getByRole('heading', { name: '延伸阅读' })).toBeInTheDocument();
    expect(asked).toEqual(['lesson:7']);
  });

  it('a cadre lesson asks cadre/lessonReadList only; each audience says its own empty list', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint('lesson', 'readList', () => {
        asked.push('lesson');
        return [];
      }),
      mockEndpoint('cadre', 'lessonReadList', (body) => {
        asked.push(`cadre:${body.lessonId}`);
        return [];
      }),
    );
    const view = renderScreen(<LessonReadings audience="cadre" tagId={3} lessonId={7} />);
    expect(await screen.findByText('暂无延伸阅读')).toBeInTheDocument();
    expect(asked).toEqual(['cadre:7']);
    view.unmount();
    renderScreen(<LessonReadings audience="learner" tagId={3} lessonId={8} />);
    expect(await screen.findByText('该课程暂无延伸阅读')).toBeInTheDocument();
  });
});
