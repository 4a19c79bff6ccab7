// Tests of lib, api, store, components and features use the real store (with the app's listeners)
// and the toaster mount through here: their own code may not import app/ (imports flow lib -> api
// -> store -> components -> features -> app), while src/test, test-only, may import anything.
export { makeStore } from '@/app/store';
export { startPersistence, type PreloadedState } from '@/store/store';
export { LazyToaster } from '@/app/LazyToaster';
/** Where the end of a session navigates (sessionListener): a test's own router registers here, as the app's does. */
export { registerNavigate } from '@/app/navigation';
