import { screen } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import { loginResult, renderScreen } from '@/test/renderScreen';
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

  it('gives the learner screen to a visitor without a session', async () => {
    const { Component } = await route();
    renderScreen(<Component />);
    expect(await screen.findByText('学员的课程学习')).toBeInTheDocument();
  });
});
