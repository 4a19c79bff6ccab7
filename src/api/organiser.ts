import { createGroupApi } from './createGroupApi';

// The organiser's own grants (the console's guard and the header's 管理后台 entry), the org units
// in their scope and the grants they manage, all 'OrgGrant': giving or taking back a grant may
// change what the caller holds too.
export const OrganiserApi = createGroupApi('organiser', {
  queries: {
    me: { providesTags: ['OrgGrant'] },
    scopeUnits: { providesTags: ['OrgGrant'] },
    grants: { providesTags: ['OrgGrant'] },
  },
  mutations: {
    grant: { invalidatesTags: ['OrgGrant'] },
    revoke: { invalidatesTags: ['OrgGrant'] },
  },
});
