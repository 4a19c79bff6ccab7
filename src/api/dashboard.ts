import { createGroupApi } from './createGroupApi';

// The console's 统计: counts of review items among them, so a verdict (which invalidates 'Review')
// makes the figures and their lists be asked again.
export const DashboardApi = createGroupApi('dashboard', {
  queries: {
    figures: { providesTags: ['Review'] },
    people: { providesTags: ['Review'] },
  },
});
