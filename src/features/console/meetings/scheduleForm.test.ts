import { EMPTY_SCHEDULE, scheduleBodyOf, validateSchedule, type ScheduleForm } from './scheduleForm';

// The 安排会议 form's own checks, as the server makes them, and the body it sends: times typed as
// Beijing wall-clock become UTC instants.

const NOW = new Date('2026-12-03T06:00:00.000Z'); // 14:00 in Beijing
const filled: ScheduleForm = {
  ...EMPTY_SCHEDULE,
  title: '主题党日：参观校史馆',
  place: '校史馆',
  startAt: '2026-12-03T14:30',
  endAt: '2026-12-03T16:30',
};

describe('the 安排会议 form', () => {
  it('says what is missing or impossible', () => {
    expect(validateSchedule(EMPTY_SCHEDULE, NOW, false)).toEqual({
      title: '请填写会议主题（2 至 60 字）',
      place: '请填写会议地点（60 字以内）',
      startAt: '请选择开始时间',
      endAt: '请选择结束时间',
    });
    expect(validateSchedule(filled, NOW, false)).toEqual({});
    expect(validateSchedule({ ...filled, endAt: '2026-12-03T14:30' }, NOW, false)).toEqual({ endAt: '结束时间应晚于开始时间' });
    expect(validateSchedule({ ...filled, endAt: '2026-12-04T03:00' }, NOW, false)).toEqual({ endAt: '会议时长不能超过 12 小时' });
    // 13:59 in Beijing is past at 14:00
    expect(validateSchedule({ ...filled, startAt: '2026-12-03T13:00', endAt: '2026-12-03T13:59' }, NOW, false)).toEqual({
      endAt: '结束时间已经过去',
    });
    expect(validateSchedule({ ...filled, startAt: '2026-02-30T10:00' }, NOW, false)).toEqual({ startAt: '请选择开始时间' });
    expect(validateSchedule({ ...filled, everyone: false }, NOW, false)).toEqual({ attendees: '请至少选择一名参会人员' });
    expect(validateSchedule(filled, NOW, true)).toEqual({ org: '请选择召开会议的党组织' });
    expect(validateSchedule({ ...filled, title: ' 党 ' }, NOW, false)).toEqual({ title: '请填写会议主题（2 至 60 字）' });
  });

  it('sends Beijing times as instants, the chosen people only when chosen, and the organisation when picked', () => {
    expect(scheduleBodyOf({ ...filled, title: ' 主题党日 ', agenda: ' 一、参观 ' })).toEqual({
      kind: '主题党日',
      title: '主题党日',
      startAt: '2026-12-03T06:30:00.000Z',
      endAt: '2026-12-03T08:30:00.000Z',
      place: '校史馆',
      agenda: '一、参观',
    });
    expect(scheduleBodyOf({ ...filled, everyone: false, chosen: [3, 5], orgId: 7 })).toMatchObject({ attendeeIds: [3, 5], orgId: 7 });
  });
});
