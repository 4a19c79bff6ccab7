import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectToken } from '@/store/auth/selectors';
import NotFoundPage from '@/features/misc/NotFoundPage';
import PageLoading from './PageLoading';

const MainLayout = lazy(() => import('@/features/layout/MainLayout'));

/**
 * The 404 route. A logged-in learner keeps the platform's header, menu and footer around it;
 * without a token (the route is open to everyone) the page stands alone, with no user menu.
 */
export default function NotFoundScreen() {
  const token = useAppSelector(selectToken);
  if (!token) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <MainLayout>
        <NotFoundPage />
      </MainLayout>
    </Suspense>
  );
}
