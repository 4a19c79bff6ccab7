import { Field, NativeSelect, Skeleton } from '@chakra-ui/react';
import { useIdentityListQuery } from '@/api/user';
import { ListError } from '@/features/ui/ListStates';
import { fieldTexts as t } from './texts';

/** 身份: one of the identities the server lists. */
export function IdentitySelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const query = useIdentityListQuery();
  return (
    <Field.Root>
      <Field.Label>{t.identity}</Field.Label>
      {query.isLoading ? (
        <Skeleton height="40px" width="full" />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field
            name="identityId"
            value={value == null ? '' : String(value)}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t.choose}</option>
            {(query.data ?? []).map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Field.Root>
  );
}
