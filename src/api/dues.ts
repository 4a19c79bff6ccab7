import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 党费 section: a month's records, the year's summary, and the writes that change
// them (a record or a batch, an import). A reminder changes no figure on these screens.
export const DuesApi = createGroupApi(
  'dues',
  {
    queries: {
      month: { providesTags: [{ type: 'Dues', id: 'CONSOLE' }] },
      summary: { providesTags: [{ type: 'Dues', id: 'CONSOLE' }] },
    },
    mutations: {
      record: { invalidatesTags: [{ type: 'Dues', id: 'CONSOLE' }] },
      import: { invalidatesTags: [{ type: 'Dues', id: 'CONSOLE' }] },
      remind: {},
    },
  },
  consoleEndpoints,
);
