import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 统计. Verdicts, edits and imports go through other groups, whose tags do not reach
// this cache: the screens ask again on every visit (refetchOnMountOrArgChange).
export const DashboardApi = createGroupApi(
  'dashboard',
  {
    queries: {
      figures: {},
      people: {},
    },
  },
  consoleEndpoints,
);
