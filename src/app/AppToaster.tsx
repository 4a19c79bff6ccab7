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
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger aria-label="关闭提示" />
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </ChakraScope>
  );
}
