import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { toastRequested, type ToastRequest } from '@/api/apiEvents';
import { loadedToaster, toasterReady, type ToasterModule } from './toasterLoader';

const TOAST_DURATION_MS = 3000;

type Toaster = ToasterModule['toaster'];

/** a request's own id, or its words: the same words are the same toast */
const toastId = (request: ToastRequest) => request.id ?? `${request.type}:${request.title}`;

/**
 * One toast per message: the same words raised again while they show (five lists of a screen
 * failing at once when the server cannot be reached) are not stacked over the page.
 */
function show(toaster: Toaster, payload: ToastRequest) {
  const id = toastId(payload);
  if (toaster.isVisible(id)) return;
  toaster.create({
    id,
    type: payload.type,
    title: payload.title,
    duration: TOAST_DURATION_MS,
  });
}

/**
 * Turns toast actions (raised by the baseQuery and others) into Chakra toasts. The toaster's chunk
 * is loaded on the first toast if it was not fetched earlier (the entry bundle of the login page
 * stays small); a toast raised while it cannot load (offline) waits for it instead of being lost,
 * and the same message raised several times meanwhile is shown once.
 */
export function addToastListener(startListening: ListenerMiddlewareInstance['startListening']): void {
  let waiting: ToastRequest[] = [];
  startListening({
    actionCreator: toastRequested,
    effect: async ({ payload }) => {
      const now = loadedToaster();
      if (now) return show(now.toaster, payload);
      if (waiting.some((other) => toastId(other) === toastId(payload))) return;
      waiting.push(payload);
      const { toaster } = await toasterReady();
      const due = waiting;
      waiting = [];
      due.forEach((request) => show(toaster, request));
    },
  });
}
