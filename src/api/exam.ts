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
    getStartTime: {},
    getEndTime: {},
    saveExamAnswer: {},
    markQuestion: {},
    leaveExam: { invalidatesTags: ['Exam'] },
    exitExam: {},
    submitExam: { invalidatesTags: ['Exam'] },
  },
});
