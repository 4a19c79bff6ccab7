/** where a leave request stands; the same three states for every kind of activity */
export type LeaveState = 'pending' | 'approved' | 'rejected';

export const leaveStateTexts: Record<LeaveState, string> = { pending: '请假待审批', approved: '请假已批准', rejected: '请假未批准' };

export const leaveTexts = {
  askLeave: '请假',
  reason: '请假事由',
  submit: '提交请假',
  mine: '我的请假',
  comment: (c: string) => `审批意见：${c}`,
  counter: (n: number, max: number) => `${n}/${max}`,
} as const;
