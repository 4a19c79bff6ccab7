// Tests of lib, api, components and features use the real store (and the toaster mount) through
// here: their own code may not import app/ (imports flow lib -> api -> components -> features ->
// app), while src/test, test-only, may import anything.
export { makeStore, type PreloadedState } from '@/app/store';
export { LazyToaster } from '@/app/LazyToaster';
