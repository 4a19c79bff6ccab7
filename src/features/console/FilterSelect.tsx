import type { ReactNode } from 'react';
import { NativeSelect, Text } from '@chakra-ui/react';

/** A list filter of the console: a labelled native select whose '' option means "any". */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Text as="label" fontSize="sm" color="fg.muted" whiteSpace="nowrap" display="inline-flex" alignItems="center" gap="2">
      {label}
      <NativeSelect.Root size="sm" w="auto" maxW="220px" bg="white">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Text>
  );
}
