import { makeStore, startPersistence } from './store';

// The running app's store and persistor (tests make their own with makeStore).
export const store = makeStore();
export const persistor = startPersistence(store);
