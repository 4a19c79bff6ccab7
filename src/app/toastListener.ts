import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { toastRequested } from '@/api/apiEvents';

const TOAST_DURATION_MS = 3000;

/** Turns toast actions (raised by the baseQuery and others) into Chakra toasts. */
export function addToastListener(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening({
    actionCreator: toastRequested,
    effect: async ({ payload }) => {
      // Loaded on the first toast: the entry bundle of the login page stays small.
      const { toaster } = await import('@/components/toaster');
      if (payload.id && toaster.isVisible(payload.id)) return;
      // An explicit `id: undefined` would override the generated id and crash zag's toast machine.
      toaster.create({
        ...(payload.id ? { id: payload.id } : {}),
        type: payload.type,
        title: payload.title,
        duration: TOAST_DURATION_MS,
      });
    },
  });
}
