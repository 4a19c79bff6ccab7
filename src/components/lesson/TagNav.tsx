import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { tagNavTexts } from './texts';

/** a tag as the navigation shows it: its name and how many lessons it holds */
export interface TagNavTag {
  id: number;
  name: string;
  lessonCount: number;
}

type Shape = 'card' | 'pill';

/** how each shape draws a tag: its box, and the name and count inside it */
const LOOK = {
  card: {
    box: { minW: '36', py: '3', borderRadius: 'md', transition: 'box-shadow 0.15s', _hover: { boxShadow: 'md', borderColor: 'brand.600' } },
    name: { display: 'block', fontWeight: 'bold' },
    count: (active: boolean) => ({ display: 'block', fontSize: 'sm', color: active ? 'whiteAlpha.900' : 'fg.muted' }),
  },
  pill: {
    box: { py: { base: '2.5', md: '2' }, borderRadius: 'full', _hover: { borderColor: 'brand.600' } },
    name: { fontWeight: 'semibold' },
    count: () => ({ fontSize: 'sm', ms: '2', opacity: 0.85 }),
  },
} as const;

function Item({ shape, to, active, name, count }: { shape: Shape; to: string; active: boolean; name: string; count: string }) {
  const look = LOOK[shape];
  return (
    <RouterLink to={to} aria-current={active ? 'page' : undefined}>
      <Box
        px="4"
        borderWidth="1px"
        borderColor={active ? 'brand.600' : 'border'}
        bg={active ? 'brand.600' : 'white'}
        color={active ? 'white' : 'fg'}
        {...look.box}
      >
        <Text as="span" {...look.name}>
          {name}
        </Text>
        <Text as="span" {...look.count(active)}>
          {count}
        </Text>
      </Box>
    </RouterLink>
  );
}

/**
 * The lesson tags as links with their lesson counts; `current` marks the open one. Cards (a
 * screen of tags to choose from) or pills (a filter row above a list, with `all` first: every
 * tag's lessons together, marked while no tag is open).
 */
export function TagNav({
  label = tagNavTexts.label,
  tags,
  current,
  linkTo = paths.courseLearningTag,
  countText = tagNavTexts.lessonCount,
  all,
  shape = 'card',
}: {
  label?: string;
  tags: TagNavTag[];
  current?: number;
  /** where a tag leads: its course-learning list unless told */
  linkTo?: (tagId: number) => string;
  countText?: (n: number) => string;
  all?: { label: string; to: string };
  shape?: Shape;
}) {
  const total = tags.reduce((sum, tag) => sum + tag.lessonCount, 0);
  return (
    <Flex as="nav" aria-label={label} gap={shape === 'card' ? '3' : '2'} wrap="wrap">
      {all ? <Item shape={shape} to={all.to} active={current === undefined} name={all.label} count={countText(total)} /> : null}
      {tags.map((tag) => (
        <Item
          key={tag.id}
          shape={shape}
          to={linkTo(tag.id)}
          active={tag.id === current}
          name={tag.name}
          count={countText(tag.lessonCount)}
        />
      ))}
    </Flex>
  );
}
