import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TaskCard } from '@contract/task';
import { ListEmpty } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { TASK_PALETTE, TaskDialog } from './TaskDialog';
import { taskTexts as t } from './texts';

/** The topic's tasks with the learner's state; one opens in a dialog to hand in its file and form. */
export function TopicTaskList({ tasks }: { tasks: TaskCard[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (tasks.length === 0) return <ListEmpty text={t.none} />;
  return (
    <>
      <Stack as="ul" gap="0" m="0" p="0">
        {tasks.map((task) => {
          const todo = !task.closed && task.state !== 'approved' && task.state !== 'submitted';
          return (
            <HStack
              as="li"
              key={task.id}
              listStyleType="none"
              justify="space-between"
              py="3"
              borderBottomWidth="1px"
              gap="3"
              data-testid="task-row"
              aria-label={task.title}
            >
              <Stack gap="0.5" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{task.title}</Text>
                  <Badge colorPalette={TASK_PALETTE[task.state]}>{t.states[task.state]}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t.asks(task.needsFile, task.fields.length > 0)} ·{' '}
                  {task.deadline ? t.deadline(formatDate(task.deadline, 'YYYY-MM-DD HH:mm')) : t.noDeadline}
                  {task.closed ? ` · ${t.closed}` : ''}
                </Text>
              </Stack>
              <Button
                size="sm"
                minH={{ base: '44px', md: 'auto' }}
                variant={todo ? 'solid' : 'outline'}
                colorPalette="brand"
                flexShrink={0}
                onClick={() => setOpen(task.id)}
              >
                {todo ? t.open : t.view}
              </Button>
            </HStack>
          );
        })}
      </Stack>
      <TaskDialog taskId={open} onClose={() => setOpen(null)} />
    </>
  );
}
