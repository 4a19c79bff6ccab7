import type { RootState } from '@/store/store';
import { initialAuthState } from '@/store/auth/authSlice';
import { initialSettingsState } from '@/store/settings/settingsSlice';
import { makeStore } from './store';

describe('makeStore', () => {
  it('holds the slices components and features read through the typed hooks (RootState)', () => {
    // The assignment is the compile-time half: the app's store has the state the hooks are typed by.
    const state: RootState = makeStore().getState();
    expect(state.auth).toMatchObject(initialAuthState);
    expect(state.settings).toEqual(initialSettingsState);
  });
});
