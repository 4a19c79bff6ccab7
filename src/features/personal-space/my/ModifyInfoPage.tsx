import { CenterApi } from '@/api/center';
import { ListError, ListSkeleton } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { ProfileEditForm } from './ProfileEditForm';
import { myTexts as t } from './texts';

export default function ModifyInfoPage() {
  const query = CenterApi.useUserDetailQuery();
  return (
    <PageCard title={t.editInfo}>
      {query.isLoading ? (
        <ListSkeleton rows={8} height="36px" />
      ) : query.data ? (
        <ProfileEditForm key={query.data.id} user={query.data} />
      ) : (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </PageCard>
  );
}
