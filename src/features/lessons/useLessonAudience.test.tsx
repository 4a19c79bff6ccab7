import { screen } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { useLessonAudience } from './useLessonAudience';

/** Names the version of a tag's screens the address gets. */
function Probe() {
  const audience = useLessonAudience();
  return <p>{audience === null ? '…' : audience === 'cadre' ? '干部的课程页' : '学员的课程页'}</p>;
}

describe('useLessonAudience', () => {
  it('a cadre on a learner tag (网络课程) gets the learner screen, on a cadre tag the cadre screen', async () => {
    server.use(mockEndpoint('cadreIndex', 'lessonTagList', [{ id: 7, name: '政治理论', lessonCount: 3 }]));
    const cadre = { user: loginResult({ appId: CADRE_APP_ID }), path: '/index/course-learning/:lessonTagId/:lessonId' };
    const first = renderScreen(<Probe />, { ...cadre, url: '/index/course-learning/1/1' });
    expect(await screen.findByText('学员的课程页')).toBeInTheDocument();
    first.unmount();
    const second = renderScreen(<Probe />, { ...cadre, url: '/index/course-learning/7/40' });
    expect(await screen.findByText('干部的课程页')).toBeInTheDocument();
    second.unmount();
    // an address that names no tag: the cadre's screen says it is not found
    renderScreen(<Probe />, { ...cadre, url: '/index/course-learning/abc/40' });
    expect(await screen.findByText('干部的课程页')).toBeInTheDocument();
  });

  it('gives a learner the learner screen without asking the cadre tags', async () => {
    let asked = false;
    server.use(mockEndpoint('cadreIndex', 'lessonTagList', () => ((asked = true), [])));
    renderScreen(<Probe />, {
      user: loginResult({ appId: 6 }),
      path: '/index/course-learning/:lessonTagId',
      url: '/index/course-learning/7',
    });
    expect(await screen.findByText('学员的课程页')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
