import { createToaster } from '@chakra-ui/react';
import { markToasterLoaded } from './toasterPresence';

/** The one Chakra toaster; a module-level object, so non-React code (listeners) can raise toasts. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

// Whoever loads this module will show toasts: mount the renderer (see LazyToaster).
markToasterLoaded();
