import { Box, Button, Text } from '@chakra-ui/react';
import { uiTexts } from './texts';

/**
 * Previous / next paging with the total count. On a phone the two buttons take the ends of the
 * row and the page and the total stand between them, one above the other, so the row never wraps.
 */
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
    <Box
      display={{ base: 'grid', md: 'flex' }}
      gridTemplateColumns="auto 1fr auto"
      gridTemplateAreas={`"prev page next" "prev total next"`}
      justifyContent="flex-end"
      alignItems="center"
      columnGap={{ base: '2', md: '3' }}
      pt="4"
    >
      <Text color="fg.muted" fontSize="sm" gridArea="total" textAlign="center">
        {uiTexts.total(total)}
      </Text>
      <Button gridArea="prev" size={{ base: 'lg', md: 'sm' }} variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {uiTexts.prevPage}
      </Button>
      <Text fontSize="sm" gridArea="page" textAlign="center">
        {uiTexts.pageOf(page, pages)}
      </Text>
      <Button gridArea="next" size={{ base: 'lg', md: 'sm' }} variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {uiTexts.nextPage}
      </Button>
    </Box>
  );
}
