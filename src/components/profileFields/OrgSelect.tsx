import { useMemo } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { IdListSelect } from './IdListSelect';
import { branchOptions, groupByParent } from './orgTree';
import { fieldTexts as t } from './texts';

/** 所在党组织: a choice among the 党支部 leaves of the tree, showing the chosen path. */
export function OrgSelect({ value, onChange, invalid }: { value: number | null; onChange: (id: number | null) => void; invalid?: string }) {
  const query = UserApi.useTreeListQuery();
  const options = useMemo(() => branchOptions(query.data ?? []), [query.data]);
  const chosen = options.find((o) => o.id === value);

  return (
    <Field.Root invalid={!!invalid}>
      <Field.Label>{t.org}</Field.Label>
      <IdListSelect query={query} name="orgId" value={value} onChange={onChange}>
        {groupByParent(options).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </optgroup>
        ))}
      </IdListSelect>
      {chosen ? (
        <Text fontSize="xs" color="fg.muted" data-testid="org-path">
          {chosen.path.join(' / ')}
        </Text>
      ) : null}
      {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
    </Field.Root>
  );
}
