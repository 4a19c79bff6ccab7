import { useLayoutEffect } from 'react';
import { consoleApis } from '@/api/consoleApis';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { groupApisJoined, injectGroupApis } from '@/store/lazyGroupApis';

// The console's API groups join the store when the console's code loads, not with the learner's
// first load. The store the app made at its start takes up their state on its next action: the
// layout sends one and shows its screens only once the groups are in.
injectGroupApis(consoleApis);

export function useConsoleApisJoined(): boolean {
  const joined = useAppSelector((state) => consoleApis.every((api) => api.reducerPath in state));
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    if (!joined) dispatch(groupApisJoined());
  }, [joined, dispatch]);
  return joined;
}
