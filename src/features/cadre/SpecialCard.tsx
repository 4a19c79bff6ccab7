import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { CadreSpecial } from '@contract/cadre';
import { CardLink } from '@/components/CardLink';
import { progressOf } from '@/components/lesson/progress';
import { paths } from '@/lib/paths';
import { ProgressBar, StatusBadge } from './parts';
import { cadreTexts as t } from './texts';

/** One special in the list: cover, title, period, stages and the cadre's progress. */
export function SpecialCard({ special }: { special: CadreSpecial }) {
  const { percent } = progressOf(special.credited, special.duration);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" _hover={{ boxShadow: 'md' }}>
      <CardLink to={paths.cadreSpecial(special.id)} label={special.title}>
        <Image src={special.coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
        <Stack gap="1.5" p="3">
          <Text fontWeight="semibold" truncate title={special.title}>
            {special.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {t.period}
            {special.period}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t.stageCount(special.stageCount)} · {t.videoCount(special.videoCount)}
          </Text>
          <HStack justify="space-between">
            <StatusBadge status={special.status} />
            <Text fontSize="sm" color="fg.muted">
              {percent}%
            </Text>
          </HStack>
          <ProgressBar percent={percent} />
        </Stack>
      </CardLink>
    </Box>
  );
}
