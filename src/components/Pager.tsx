import { Button, HStack, Text } from '@chakra-ui/react';
import { uiTexts } from './texts';

/** Previous / next paging with the total count. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="flex-end" gap="3" pt="4">
      <Text color="fg.muted" fontSize="sm">
        {uiTexts.total(total)}
      </Text>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {uiTexts.prevPage}
      </Button>
      <Text fontSize="sm">{uiTexts.pageOf(page, pages)}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {uiTexts.nextPage}
      </Button>
    </HStack>
  );
}
