import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { ChakraScope } from '@/components/ChakraScope';
import { toaster } from '@/components/toaster';

// One chunk for the renderer and the toaster it renders (toasterLoader.ts loads it once).
export { toaster };

/**
 * Renders the toasts of `toaster` (raised from anywhere, see toastListener.ts). It sits outside
 * the routes and brings its own Chakra provider: the login page has none.
 */
export default function AppToaster() {
  return (
    <ChakraScope>
      <Portal>
        <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            // on a phone the close button is a finger wide, and the words keep clear of it
            <Toast.Root width={{ md: 'sm' }} pe={{ base: '14', md: '6' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger aria-label="关闭提示" minW={{ base: '44px', md: 'auto' }} minH={{ base: '44px', md: 'auto' }} />
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </ChakraScope>
  );
}
