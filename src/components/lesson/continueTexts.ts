export const continueTexts = {
  title: '继续学习',
  /** a video left part-way: 上次学到 00:01:23 / 00:02:00 */
  lastPlayed: '上次学到',
  /** a video never played (position 0): 从头开始 · 时长 00:01:00 */
  fromStart: '从头开始',
  duration: '时长',
  /** the video played last was completed and the card points at the lesson's next chapter */
  finishedThen: (finished: string, next: string) => `已学完 ${finished}，接着学 ${next}`,
  /** every chapter of the lesson is completed (the card points at its first chapter) */
  allDone: '本课程各章节已全部学完',
  none: '还没有学习记录，从必修课开始吧',
  /** no record and the stage plans no required lesson (or the learner is in no stage) */
  noneNoPlan: '还没有学习记录；暂时没有安排必修课，可以先到网络课程自主学习',
  library: '去网络课程',
  start: '开始学习',
  go: '继续学习',
  rewatch: '再看一遍',
} as const;
