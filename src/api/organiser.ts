import { createGroupApi } from './createGroupApi';

// The organiser's own grants and the party organisations within their scope (console filters and pickers).
export const OrganiserApi = createGroupApi('organiser', {
  queries: {
    me: { providesTags: ['User'] },
    scopeUnits: { providesTags: [{ type: 'Dict', id: 'scopeUnits' }] },
  },
});
