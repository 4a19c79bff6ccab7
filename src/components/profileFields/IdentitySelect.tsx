import { Field } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { IdListSelect } from './IdListSelect';
import { fieldTexts as t } from './texts';

/**
 * 身份: one of the identities a person may state about themselves (the server marks them); the
 * others (正式党员, 预备党员, ...) are recorded by the organisation.
 */
export function IdentitySelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const query = UserApi.useIdentityListQuery();
  return (
    <Field.Root>
      <Field.Label>{t.identity}</Field.Label>
      <IdListSelect query={query} name="identityId" value={value} onChange={onChange}>
        {(query.data ?? [])
          .filter((i) => i.selfDeclared || i.id === value)
          .map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
      </IdListSelect>
      <Field.HelperText>{t.identityHint}</Field.HelperText>
    </Field.Root>
  );
}
