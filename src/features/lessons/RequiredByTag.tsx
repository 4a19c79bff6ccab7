import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { LessonGroup } from '@contract/lessonStage';
import { ListEmpty } from '@/components/ListStates';
import { LessonGrid } from './LessonGrid';
import { stageTexts as t } from './stageTexts';

/** The stage's required lessons, one block per lesson tag. */
export function RequiredByTag({ groups, inStage }: { groups: LessonGroup[]; inStage: boolean }) {
  if (groups.length === 0) return <ListEmpty text={t.noRequired(inStage)} />;
  return (
    <Stack gap="6">
      {groups.map((group) => (
        <Box as="section" key={group.tagId} aria-label={group.tagName}>
          <Flex align="baseline" gap="3" mb="3">
            <Heading as="h3" size="md">
              {group.tagName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t.tagDone(group.lessons.filter((l) => l.status === 2).length, group.lessons.length)}
            </Text>
          </Flex>
          <LessonGrid lessons={group.lessons} />
        </Box>
      ))}
    </Stack>
  );
}
