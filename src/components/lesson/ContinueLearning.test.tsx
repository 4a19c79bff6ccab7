import { screen } from '@testing-library/react';
import type { ContinueVideo } from '@contract/lessonStage';
import { renderScreen } from '@/test/renderScreen';
import { continueVideo } from '@/test/stageLessons';
import { ContinueLearning } from './ContinueLearning';

// The 继续学习 card of the home learner card and of 课程学习 (lesson/center's continue): a position
// is said only for a video left part-way; a chapter never played reads 从头开始, not 上次学到 00:00:00.

const show = (video: ContinueVideo) => renderScreen(<ContinueLearning video={video} requiredCount={3} />);

describe('the continue-learning card', () => {
  it('keeps 上次学到 HH:MM:SS for a video left part-way', () => {
    show(continueVideo({ position: 83, duration: 120, finishedTitle: null }));
    expect(screen.getByText('第二讲 新民主主义革命理论')).toBeInTheDocument();
    expect(screen.getByText('上次学到 00:01:23 / 00:02:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/42/7');
  });

  it('says which video was finished and starts the next chapter, never played, from the beginning', () => {
    show(
      continueVideo({
        videoId: 43,
        videoTitle: '第三讲 社会主义改造理论',
        position: 0,
        duration: 60,
        finishedTitle: '第二讲 新民主主义革命理论',
      }),
    );
    expect(screen.getByText('已学完 第二讲 新民主主义革命理论，接着学 第三讲 社会主义改造理论')).toBeInTheDocument();
    expect(screen.getByText('从头开始 · 时长 00:01:00')).toBeInTheDocument();
    expect(screen.queryByText(/上次学到/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/index/videodetails/43/7');
  });

  it('says where the next chapter was left when it had been played before', () => {
    show(
      continueVideo({
        videoId: 43,
        videoTitle: '第三讲 社会主义改造理论',
        position: 30,
        duration: 60,
        finishedTitle: '第二讲 新民主主义革命理论',
      }),
    );
    expect(screen.getByText('已学完 第二讲 新民主主义革命理论，接着学 第三讲 社会主义改造理论')).toBeInTheDocument();
    expect(screen.getByText('上次学到 00:00:30 / 00:01:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续学习' })).toBeInTheDocument();
  });

  it.each([
    ['an older answer without finishedTitle', continueVideo({ position: 0 })],
    ['under a second played', continueVideo({ position: 0.6, finishedTitle: null })],
  ])('reads 从头开始 for a position of 0 (%s)', (_, video) => {
    show(video);
    expect(screen.getByText('第二讲 新民主主义革命理论')).toBeInTheDocument();
    expect(screen.getByText('从头开始 · 时长 00:02:00')).toBeInTheDocument();
    expect(screen.queryByText(/00:00:00/)).not.toBeInTheDocument();
  });

  it('says the lesson is finished once every chapter is, offering 再看一遍', () => {
    show(
      continueVideo({
        videoId: 41,
        videoTitle: '第一讲 毛泽东思想的形成',
        position: 120,
        duration: 120,
        completed: true,
        finishedTitle: '第二讲 新民主主义革命理论',
      }),
    );
    expect(screen.getByText('第一讲 毛泽东思想的形成')).toBeInTheDocument();
    expect(screen.getByText('本课程各章节已全部学完')).toBeInTheDocument();
    expect(screen.queryByText(/接着学|上次学到/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '再看一遍' })).toHaveAttribute('href', '/index/videodetails/41/7');
  });

  describe('with no study record yet', () => {
    it("sends a learner to the stage's required lessons", () => {
      renderScreen(<ContinueLearning video={null} requiredCount={3} />);
      expect(screen.getByText('还没有学习记录，从必修课开始吧')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/index/course-learning');
    });

    it('offers no button back to 课程学习 on that page itself, where the lessons are listed below', () => {
      renderScreen(<ContinueLearning video={null} requiredCount={3} onCoursePage />);
      expect(screen.getByText('还没有学习记录，从必修课开始吧')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('points to the library when the stage plans no required lesson', () => {
      renderScreen(<ContinueLearning video={null} requiredCount={0} onCoursePage />);
      expect(screen.getByText('还没有学习记录；暂时没有安排必修课，可以先到网络课程自主学习')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '去网络课程' })).toHaveAttribute('href', '/index/online-course');
      expect(screen.queryByRole('link', { name: '开始学习' })).not.toBeInTheDocument();
    });
  });
});
