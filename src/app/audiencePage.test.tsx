import { screen } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { audiencePage } from './audiencePage';

const route = audiencePage(
  async () => ({ default: () => <p>学员的课程学习</p> }),
  async () => ({ default: () => <p>干部课程</p> }),
);

describe('audiencePage', () => {
  it("renders the cadre's screen for appId 5 and the learner's otherwise, loading only that one", async () => {
    const learnerLoad = jest.fn(async () => ({ default: () => <p>学员的课程学习</p> }));
    const cadreLoad = jest.fn(async () => ({ default: () => <p>干部课程</p> }));
    const { Component } = await audiencePage(learnerLoad, cadreLoad)();
    const first = renderScreen(<Component />, { user: loginResult({ appId: CADRE_APP_ID }) });
    expect(await screen.findByText('干部课程')).toBeInTheDocument();
    expect(learnerLoad).not.toHaveBeenCalled();
    first.unmount();

    renderScreen(<Component />, { user: loginResult({ appId: 6 }) });
    expect(await screen.findByText('学员的课程学习')).toBeInTheDocument();
    expect(cadreLoad).toHaveBeenCalledTimes(1);
  });

  it('byTag: a cadre on a learner tag (网络课程) gets the learner screen, on a cadre tag the cadre screen', async () => {
    server.use(mockEndpoint('cadreIndex', 'lessonTagList', [{ id: 7, name: '政治理论', lessonCount: 3 }]));
    const { Component } = await audiencePage(
      async () => ({ default: () => <p>学员的课程页</p> }),
      async () => ({ default: () => <p>干部的课程页</p> }),
      { byTag: true },
    )();
    const cadre = { user: loginResult({ appId: CADRE_APP_ID }), path: '/index/course-learning/:lessonTagId/:lessonId' };
    const first = renderScreen(<Component />, { ...cadre, url: '/index/course-learning/1/1' });
    expect(await screen.findByText('学员的课程页')).toBeInTheDocument();
    first.unmount();
    const second = renderScreen(<Component />, { ...cadre, url: '/index/course-learning/7/40' });
    expect(await screen.findByText('干部的课程页')).toBeInTheDocument();
    second.unmount();
    // an address that names no tag: the cadre's screen says it is not found
    renderScreen(<Component />, { ...cadre, url: '/index/course-learning/abc/40' });
    expect(await screen.findByText('干部的课程页')).toBeInTheDocument();
  });

  it('gives the learner screen to a visitor without a session', async () => {
    const { Component } = await route();
    renderScreen(<Component />);
    expect(await screen.findByText('学员的课程学习')).toBeInTheDocument();
  });
});
