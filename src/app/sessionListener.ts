import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { TOKEN_EXPIRED_REDIRECT_MS } from '@contract/codes';
import { tokenExpired } from '@/api/apiEvents';
import { resetAllApis } from '@/api';
import { storage } from '@/lib/storage';
import { loggedOut } from '@/components/session/authSlice';
import { settingsCleared } from '@/components/settings/settingsSlice';
import { navigateTo } from './navigation';

/**
 * Code 10003 (spec §8): the toast is already up; after 1000 ms clear all local storage, forget
 * the session and every cache, and go to /login. Several calls expiring together end in one
 * redirect: each new announcement cancels the wait of the previous one.
 */
export function addSessionListener(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening({
    actionCreator: tokenExpired,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(TOKEN_EXPIRED_REDIRECT_MS);
      storage.clearAll();
      listenerApi.dispatch(loggedOut());
      listenerApi.dispatch(settingsCleared());
      resetAllApis(listenerApi.dispatch);
      navigateTo('/login');
    },
  });
}
