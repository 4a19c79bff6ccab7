import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { toastRequested, type ToastRequest } from '@/api/apiEvents';
import { loadedToaster, toasterReady, type ToasterModule } from './toasterLoader';

const TOAST_DURATION_MS = 3000;

type Toaster = ToasterModule['toaster'];

const sameToast = (a: ToastRequest, b: ToastRequest) => (a.id ? a.id === b.id : !b.id && a.type === b.type && a.title === b.title);

function show(toaster: Toaster, payload: ToastRequest) {
  if (payload.id && toaster.isVisible(payload.id)) return;
  // An explicit `id: undefined` would override the generated id and crash zag's toast machine.
  toaster.create({
    ...(payload.id ? { id: payload.id } : {}),
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
      if (waiting.some((other) => sameToast(other, payload))) return;
      waiting.push(payload);
      const { toaster } = await toasterReady();
      const due = waiting;
      waiting = [];
      due.forEach((request) => show(toaster, request));
    },
  });
}
