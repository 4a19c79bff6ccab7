import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The audit log only grows: every organiser write adds to it (crossGroupInvalidation.ts).
export const AuditApi = createGroupApi(
  'audit',
  {
    queries: {
      list: { providesTags: ['Audit'] },
    },
  },
  consoleEndpoints,
);
