import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { WorkApi } from '@/api/work';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { homeTexts as t } from './texts';

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap="0" align="center" flex="1" minW="0">
      <Text fontSize="xl" fontWeight="bold" color={color} lineHeight="short">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** The learner's homework at a glance (work/indexWorkStatus) and the nearest deadline. */
export function WorkStatusSummary() {
  const query = WorkApi.useIndexWorkStatusQuery();
  const s = query.data;
  return (
    <Box as="section" aria-label={t.work.title} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t.work.title}
        </Text>
        <Button asChild size="xs" variant="ghost" colorPalette="brand">
          <RouterLink to={paths.myHomework()}>{t.work.more}</RouterLink>
        </Button>
      </HStack>
      {query.isLoading ? (
        <Skeleton height="44px" />
      ) : s ? (
        <Stack gap="2">
          <HStack gap="2">
            <Count label={t.work.todo} value={s.todo + s.drafts} color="brand.600" />
            <Count label={t.work.submitted} value={s.submitted} color="blue.600" />
            <Count label={t.work.reviewed} value={s.reviewed} color="green.600" />
          </HStack>
          {s.next ? (
            <Text fontSize="xs" color="fg.muted" data-testid="work-next">
              {t.work.next(s.next.title, formatDate(s.next.deadline, 'MM-DD HH:mm'))}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t.work.unavailable}：{errorMessage(query.error)}
        </Text>
      )}
    </Box>
  );
}
