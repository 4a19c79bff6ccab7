import { createGroupApi } from './createGroupApi';

// 'Exam' covers the cards, tabs, records and lesson exams: whatever opens, closes or grades an
// attempt refreshes them (and the user group's exam summary and wrong book, crossGroupInvalidation.ts).
// Saves and marks change nothing a list shows, so they invalidate nothing; the running attempt
// lives in the answer screen's own state, never in this cache.
export const ExamApi = createGroupApi('exam', {
  queries: {
    examTab: { providesTags: ['Exam'] },
    examList: { providesTags: ['Exam'] },
    examInfo: { providesTags: ['Exam'] },
    examLessonList: { providesTags: ['Exam', 'Lesson'] },
    endExamRecord: { providesTags: ['Exam'] },
    examRecordDetail: { providesTags: ['Exam'] },
  },
  mutations: {
    startExam: { invalidatesTags: ['Exam'] },
    startLessonExam: { invalidatesTags: ['Exam'] },
    // The answer screen's queue retries these and shows its own offline banner (no toast per retry).
    getStartTime: { quietOutage: true },
    getEndTime: { quietOutage: true },
    saveExamAnswer: { quietOutage: true },
    markQuestion: { quietOutage: true },
    leaveExam: { invalidatesTags: ['Exam'], quietOutage: true },
    exitExam: { quietOutage: true },
    submitExam: { invalidatesTags: ['Exam'], quietOutage: true },
  },
});
