import { lazy, Suspense } from 'react';
import { useToasterLoaded } from '@/components/toasterPresence';

const AppToaster = lazy(() => import('./AppToaster'));

/** Mounts the toast renderer once the toaster module is in use (keeps it out of the entry). */
export function LazyToaster() {
  const loaded = useToasterLoaded();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
