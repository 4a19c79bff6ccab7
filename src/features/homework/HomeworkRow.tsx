import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeworkItem, HomeworkKind, HomeworkState } from '@contract/work';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { homeworkTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
const STATE_PALETTE: Record<HomeworkState, string> = {
  todo: 'yellow',
  draft: 'gray',
  submitted: 'blue',
  reviewed: 'green',
  returned: 'red',
};
const KIND_PALETTE: Record<HomeworkKind, string> = { experience: 'brand', practice: 'blue' };

/** One piece of homework: what, for which topic, where it stands, the teacher's verdict; the way to it. */
export function HomeworkRow({ item, onOpenPractice }: { item: HomeworkItem; onOpenPractice: (id: number) => void }) {
  // the server says whether it is overdue (past the deadline, or the topic ended, before it was handed in)
  const open = (item.state === 'todo' || item.state === 'draft' || item.state === 'returned') && !item.overdue;
  return (
    <HStack
      as="li"
      listStyleType="none"
      justify="space-between"
      align="flex-start"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      data-testid="homework-row"
      aria-label={item.title}
    >
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline" colorPalette={KIND_PALETTE[item.kind]}>
            {t.kinds[item.kind]}
          </Badge>
          <Text fontWeight="semibold">{item.title}</Text>
          {item.overdue ? (
            <Badge colorPalette="brand" data-testid="homework-state">
              {t.overdueState}
            </Badge>
          ) : (
            <Badge colorPalette={STATE_PALETTE[item.state]} data-testid="homework-state">
              {t.states[item.state]}
            </Badge>
          )}
          {item.score !== null ? (
            <Badge colorPalette="brand" variant="solid">
              {t.score(item.score)}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t.topic(item.topicTitle)}
          {item.deadline ? ` · ${t.deadline(at(item.deadline))}` : ''}
          {item.submittedAt ? ` · ${t.submittedAt(at(item.submittedAt))}` : item.updatedAt ? ` · ${t.updatedAt(at(item.updatedAt))}` : ''}
        </Text>
        {item.comment ? (
          <Text fontSize="sm" lineClamp={2}>
            {item.state === 'returned' ? t.returnReason(item.comment) : t.teacherSays(item.comment)}
          </Text>
        ) : null}
      </Stack>
      {item.kind === 'experience' ? (
        <Button
          asChild
          size="sm"
          minH={{ base: '44px', md: 'auto' }}
          variant={open ? 'solid' : 'outline'}
          colorPalette="brand"
          flexShrink={0}
        >
          <RouterLink to={`${paths.specialTraining(item.topicId)}#work`}>{open ? t.write : t.view}</RouterLink>
        </Button>
      ) : (
        <Button
          size="sm"
          minH={{ base: '44px', md: 'auto' }}
          variant={open ? 'solid' : 'outline'}
          colorPalette="brand"
          flexShrink={0}
          onClick={() => onOpenPractice(item.id)}
        >
          {open ? t.edit : t.view}
        </Button>
      )}
    </HStack>
  );
}
