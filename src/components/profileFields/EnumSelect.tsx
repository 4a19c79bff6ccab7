import { Field, NativeSelect, Skeleton } from '@chakra-ui/react';
import type { EnumCode } from '@contract/base';
import { BaseApi } from '@/api/base';
import { fieldTexts as t } from './texts';

/** A choice among the values of one server enum (民族, 学历 ...). */
export function EnumSelect({
  code,
  label,
  name,
  value,
  onChange,
}: {
  code: EnumCode;
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const query = BaseApi.useGetEnumByCodeQuery({ code });
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {query.isLoading ? (
        <Skeleton height="40px" width="full" />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t.choose}</option>
            {(query.data ?? []).map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Field.Root>
  );
}
