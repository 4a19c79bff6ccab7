import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LessonTag } from '@contract/lesson';
import { paths } from '@/lib/paths';
import { cadreTexts as t } from './texts';

/** The cadre lesson tags as cards (name and lesson count); `current` marks the open one. */
export function CadreTagNav({ tags, current }: { tags: LessonTag[]; current?: number }) {
  return (
    <Flex as="nav" aria-label={t.tagsLabel} gap="3" wrap="wrap">
      {tags.map((tag) => {
        const active = tag.id === current;
        return (
          <RouterLink key={tag.id} to={paths.courseLearningTag(tag.id)} aria-current={active ? 'page' : undefined}>
            <Box
              minW="36"
              px="4"
              py="3"
              borderRadius="md"
              borderWidth="1px"
              borderColor={active ? 'brand.600' : 'border'}
              bg={active ? 'brand.600' : 'white'}
              color={active ? 'white' : 'fg'}
              _hover={{ boxShadow: 'md', borderColor: 'brand.600' }}
            >
              <Text fontWeight="bold">{tag.name}</Text>
              <Text fontSize="sm" color={active ? 'whiteAlpha.900' : 'fg.muted'}>
                {t.lessonCount(tag.lessonCount)}
              </Text>
            </Box>
          </RouterLink>
        );
      })}
    </Flex>
  );
}
