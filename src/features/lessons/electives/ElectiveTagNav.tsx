import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { StageLessonItem } from '@contract/lessonStage';
import { paths } from '@/lib/paths';
import { electiveTexts as t } from './texts';

interface TagCount { id: number; name: string; count: number }

/** The tags the electives fall under, in their order, with how many each has. */
export function tagsOf(lessons: StageLessonItem[]): TagCount[] {
  const tags: TagCount[] = [];
  for (const l of lessons) {
    const tag = tags.find((x) => x.id === l.tagId);
    if (tag) tag.count += 1;
    else tags.push({ id: l.tagId, name: l.tagName, count: 1 });
  }
  return tags;
}

function Tab({ to, active, label, count }: { to: string; active: boolean; label: string; count: number }) {
  return (
    <RouterLink to={to} aria-current={active ? 'page' : undefined}>
      <Box
        px="4"
        py="2"
        borderRadius="full"
        borderWidth="1px"
        borderColor={active ? 'brand.600' : 'border'}
        bg={active ? 'brand.600' : 'white'}
        color={active ? 'white' : 'fg'}
        _hover={{ borderColor: 'brand.600' }}
      >
        <Text as="span" fontWeight="semibold">
          {label}
        </Text>
        <Text as="span" fontSize="sm" ms="2" opacity={0.85}>
          {t.count(count)}
        </Text>
      </Box>
    </RouterLink>
  );
}

/** 全部 and each tag with electives; `current` is the open tag (none: 全部). */
export function ElectiveTagNav({ lessons, current }: { lessons: StageLessonItem[]; current?: number }) {
  return (
    <Flex as="nav" aria-label={t.tagsLabel} gap="2" wrap="wrap">
      <Tab to={paths.courseSelection()} active={current === undefined} label={t.all} count={lessons.length} />
      {tagsOf(lessons).map((tag) => (
        <Tab key={tag.id} to={paths.courseSelectionTag(tag.id)} active={tag.id === current} label={tag.name} count={tag.count} />
      ))}
    </Flex>
  );
}
