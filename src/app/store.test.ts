import type { SharedState } from '@/components/hooks';
import { initialAuthState } from '@/components/session/authSlice';
import { initialSettingsState } from '@/components/settings/settingsSlice';
import { makeStore } from './store';

describe('makeStore', () => {
  it('holds the slices components and features read through the typed hooks (SharedState)', () => {
    // The assignment is the compile-time half: the store's state must have SharedState's shape.
    const state: SharedState = makeStore().getState();
    expect(state.auth).toMatchObject(initialAuthState);
    expect(state.settings).toEqual(initialSettingsState);
  });
});
