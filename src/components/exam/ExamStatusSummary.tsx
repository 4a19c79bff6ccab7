import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserApi } from '@/api/user';
import { errorMessage } from '@/api/errors';
import { paths } from '@/lib/paths';
import { examStatusTexts as t } from './texts';

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

/**
 * The learner's exams at a glance (user/examStatus): passed, still to take, failed, with the way to
 * the records. Shared by the home learner card and the personal space.
 */
export function ExamStatusSummary({ showLink = true }: { showLink?: boolean }) {
  const query = UserApi.useExamStatusQuery();
  return (
    <Box as="section" aria-label={t.title} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t.title}
        </Text>
        {showLink ? (
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <RouterLink to={paths.myExams()}>{t.more}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      {query.isLoading ? (
        <Skeleton height="44px" data-testid="exam-status-loading" />
      ) : query.data ? (
        <HStack gap="2">
          <Count label={t.passed} value={query.data.passed} color="green.600" />
          <Count label={t.pending} value={query.data.pending} color="blue.600" />
          <Count label={t.failed} value={query.data.failed} color="brand.600" />
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t.unavailable}：{errorMessage(query.error)}
        </Text>
      )}
    </Box>
  );
}
