import '@/app/base.css';
import { nextTask } from '@/lib/nextTask';

// The app starts in several tasks, each short enough for a slow campus PC not to feel frozen
// (Lighthouse: total blocking time): this entry evaluates almost nothing; then the group APIs'
// modules; then the rest of the store's, and the store is made; then the router's modules; then
// the route's chunks are asked for, a route per task; then the router; then the first render.
// The eager imports add no chunk and no request: webpack keeps their modules in the entry and
// only evaluates them when asked.
async function start() {
  await nextTask();
  // The group APIs (every createApi and its endpoints): the largest part of the store's modules.
  await import(/* webpackMode: "eager" */ '@/api');
  await nextTask();
  const { startAppStore } = await import(/* webpackMode: "eager" */ '@/app/appStore');
  const running = startAppStore();
  await nextTask();
  const { makeRouter, requestMatchedRoutes } = await import(/* webpackMode: "eager" */ '@/app/router');
  await nextTask();
  await requestMatchedRoutes();
  const router = makeRouter(running);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ '@/app/renderApp');
  renderApp(running, router);
}

start().catch((error: unknown) => {
  // As an uncaught error, like a failure of a synchronous start: the console and the browser's
  // error reporting see it.
  setTimeout(() => {
    throw error;
  });
});
