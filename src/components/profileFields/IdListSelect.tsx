import type { ReactNode } from 'react';
import { NativeSelect, Skeleton } from '@chakra-ui/react';
import { ListError } from '@/components/ListStates';
import { fieldTexts as t } from './texts';

/**
 * A select over a list the server sends (身份, 党组织): a skeleton while it loads, the error with
 * 重试 when it fails, else 请选择 followed by `children` (the <option>s); values are ids, '' is null.
 */
export function IdListSelect({
  query,
  name,
  value,
  onChange,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  name: string;
  value: number | null;
  onChange: (id: number | null) => void;
  children: ReactNode;
}) {
  if (query.isLoading) return <Skeleton height="40px" width="full" />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={name}
        value={value == null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t.choose}</option>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
