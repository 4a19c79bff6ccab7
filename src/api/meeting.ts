import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 会议 section: meetings, their attendance and the changing check-in code. A
// schedule or a record set by hand refreshes the lists; attendance moves as people check in, so
// the meeting's page asks again on a timer (MeetingPage), and each code is asked for fresh.
export const MeetingApi = createGroupApi(
  'meeting',
  {
    queries: {
      list: { providesTags: [{ type: 'Meeting', id: 'LIST' }] },
      members: {},
      detail: { providesTags: (_res, _err, arg) => [{ type: 'Meeting', id: arg.meetingId }] },
      checkinCode: {},
      stats: {},
      attendance: { providesTags: (_res, _err, arg) => [{ type: 'Meeting', id: arg.meetingId }] },
    },
    mutations: {
      schedule: { invalidatesTags: [{ type: 'Meeting', id: 'LIST' }] },
      // settles the attendance (缺席 for whoever has no record) and writes the 补学
      record: {
        invalidatesTags: (_res, _err, arg) => [
          { type: 'Meeting', id: arg.meetingId },
          { type: 'Meeting', id: 'LIST' },
        ],
      },
      mark: {
        invalidatesTags: (_res, _err, arg) => [
          { type: 'Meeting', id: arg.meetingId },
          { type: 'Meeting', id: 'LIST' },
        ],
      },
    },
  },
  consoleEndpoints,
);
