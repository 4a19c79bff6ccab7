import { act, screen } from '@testing-library/react';
import type { GraduationStatus } from '@contract/userGraduation';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { GraduationSummary } from './GraduationSummary';

const graduation: GraduationStatus = {
  stage: { id: 3, name: '2026年秋季学期 第一阶段', phaseId: 1, phaseName: '入党积极分子培训' },
  requirements: [{ key: 'lessons', label: '学完本期必修课程', done: 6, required: 6, unit: '门', met: true, missing: '' }],
  canGraduate: true,
  verdict: '可以结业',
  note: '您已完成全部 1 项结业要求。',
};

describe('GraduationSummary below the fold', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('asks for user/graduation only once scrolled into view, and shows no skeleton before', async () => {
    let enter: () => void = () => undefined;
    globalThis.IntersectionObserver = class {
      constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
        enter = () => cb([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    let calls = 0;
    server.use(mockEndpoint('user', 'graduation', () => ((calls += 1), graduation)));
    const { container } = renderScreen(<GraduationSummary />, { path: '/index/home', user: loginResult() });
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(0);
    expect(container.querySelector('.chakra-skeleton, [data-scope=skeleton]')).toBeNull();
    expect(screen.queryByTestId('home-graduation')).toBeNull();

    act(() => enter());
    expect(await screen.findByTestId('home-graduation')).toHaveTextContent('可以结业');
    expect(calls).toBe(1);
  });
});
