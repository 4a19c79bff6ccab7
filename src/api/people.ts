import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 人员 section. Every answer is 'Person': the roster actions (another group's
// mutations) invalidate 'Person' LIST and the person's own tag, so the list and the page refresh
// after an edit, a reset or an import.
export const PeopleApi = createGroupApi(
  'people',
  {
    queries: {
      list: { providesTags: [{ type: 'Person', id: 'LIST' }] },
      detail: { providesTags: (_res, _err, arg) => [{ type: 'Person', id: arg.id }] },
    },
  },
  consoleEndpoints,
);
