import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '../PageCard';
import { fileSize, libraryTexts as t } from './texts';

/** The lesson's handouts: name, type, size and a download link (files served by our server). */
export function LessonHandouts({ lessonId }: { lessonId: number }) {
  const query = LessonApi.useLectureQuery({ lessonId });
  return (
    <PageCard title={t.handouts}>
      <QueryState query={query} emptyText={t.noHandouts} skeletonRows={2}>
        {(list) => (
          <Stack as="ul" gap="0" m="0" p="0">
            {list.map((h) => (
              <HStack as="li" key={h.id} listStyleType="none" justify="space-between" py="2.5" borderBottomWidth="1px" gap="3">
                <HStack gap="3" minW="0">
                  <Badge colorPalette="blue" variant="subtle" textTransform="uppercase" flexShrink={0}>
                    {h.type}
                  </Badge>
                  <Box minW="0">
                    <Text truncate>{h.title}</Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {h.fileName} · {fileSize(h.size)}
                    </Text>
                  </Box>
                </HStack>
                <Link
                  href={h.url}
                  download={h.fileName}
                  color="brand.600"
                  fontSize="sm"
                  flexShrink={0}
                  aria-label={`${t.download} ${h.fileName}`}
                >
                  {t.download}
                </Link>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
