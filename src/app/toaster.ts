import { createToaster } from '@chakra-ui/react';

/** The one Chakra toaster; a module-level object, so non-React code (listeners) can raise toasts. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
