import { configureAppStore, type PreloadedState } from '@/store/store';
import { addSessionListener } from './sessionListener';
import { addToastListener } from './toastListener';

/** A fresh store with the app's listeners (toasts, the end of a session); tests make one each with the state they need. */
export const makeStore = (preloaded: PreloadedState = {}) => configureAppStore(preloaded, [addToastListener, addSessionListener]);
