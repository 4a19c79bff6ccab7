import { startPersistence, type AppStore } from '@/store/store';
import { makeStore } from './store';

export interface RunningStore {
  store: AppStore;
  persistor: ReturnType<typeof startPersistence>;
}

/** The running app's store and persistor (tests make their own with makeStore). */
export function startAppStore(): RunningStore {
  const store = makeStore();
  return { store, persistor: startPersistence(store) };
}
