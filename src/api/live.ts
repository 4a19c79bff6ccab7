import { createGroupApi } from './createGroupApi';

// Live lectures change state with the clock, not with anything the learner does: no tags.
export const LiveApi = createGroupApi('live', {
  queries: {
    liveActList: {},
  },
  mutations: {},
});
