import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LessonTag } from '@contract/lesson';
import { paths } from '@/lib/paths';
import { lessonTexts as t } from './texts';

/** The tags as cards (name and lesson count); `current` marks the open one; `linkTo` where a tag leads (its course-learning list by default). */
export function TagTabs({ tags, current, linkTo = paths.courseLearningTag }: { tags: LessonTag[]; current?: number; linkTo?: (tagId: number) => string }) {
  return (
    <Flex as="nav" aria-label={t.tagsLabel} gap="3" wrap="wrap">
      {tags.map((tag) => {
        const active = tag.id === current;
        return (
          <RouterLink key={tag.id} to={linkTo(tag.id)} aria-current={active ? 'page' : undefined}>
            <Box
              minW="36"
              px="4"
              py="3"
              borderRadius="md"
              borderWidth="1px"
              borderColor={active ? 'brand.600' : 'border'}
              bg={active ? 'brand.600' : 'white'}
              color={active ? 'white' : 'fg'}
              transition="box-shadow 0.15s"
              _hover={{ boxShadow: 'md', borderColor: 'brand.600' }}
            >
              <Text fontWeight="bold">{tag.name}</Text>
              <Text fontSize="sm" opacity={active ? 0.9 : 1} color={active ? undefined : 'fg.muted'}>
                {t.lessonCount(tag.lessonCount)}
              </Text>
            </Box>
          </RouterLink>
        );
      })}
    </Flex>
  );
}
