import { Box, Checkbox, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ListError } from '@/components/ListStates';
import { messagesTexts as t } from './texts';

export interface PickOption {
  id: number;
  name: string;
}

/**
 * Several of a list the server sends (党支部, 身份, 培训阶段) as checkboxes in a short scrolling
 * box; nothing chosen means the filter is not used (不限). A skeleton while loading, the error
 * with 重试 when it fails.
 */
export function MultiPick({
  label,
  query,
  options,
  value,
  onChange,
}: {
  label: string;
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  options: PickOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" mb="1">{`${label}（${t.chosen(value.length)}）`}</Text>
      {query.isLoading ? (
        <Skeleton height="120px" width="full" />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="2" maxH={{ base: '240px', md: '160px' }} overflowY="auto" w="full">
          {options.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t.noOptions}
            </Text>
          ) : (
            <Stack gap="1">
              {options.map((o) => (
                <Checkbox.Root
                  key={o.id}
                  size="sm"
                  // a finger high on a phone: the choices sit one under the other
                  minH={{ base: '44px', md: 'auto' }}
                  checked={value.includes(o.id)}
                  onCheckedChange={(e) => toggle(o.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{o.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
