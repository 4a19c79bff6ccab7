import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The organiser's writes on the learners of their scope (修改资料, 重置密码, 停用/启用, 导入名册).
// The people list and person page live in another group: the screens that show a person refetch
// after a success here (PersonActions' onChanged), so nothing is cached in this group.
export const RosterApi = createGroupApi(
  'roster',
  {
    mutations: {
      edit: {},
      resetPassword: {},
      setStatus: {},
      import: {},
    },
  },
  consoleEndpoints,
);
