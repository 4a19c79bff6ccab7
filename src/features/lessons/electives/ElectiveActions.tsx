import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { StageLessonItem } from '@contract/lessonStage';
import { electiveTexts as t } from './texts';

/** Below an elective's card: picked or not, and 选课 / 退选. A started pick cannot be dropped. */
export function ElectiveActions({ lesson, busy, onChange }: { lesson: StageLessonItem; busy: boolean; onChange: (selected: boolean) => void }) {
  const started = lesson.credited > 0;
  return (
    <HStack justify="space-between" px="3" pb="3" minH="10">
      {lesson.selected ? (
        <>
          <Badge colorPalette="green" variant="solid">
            {t.picked}
          </Badge>
          {started ? (
            <Text fontSize="xs" color="fg.muted">
              {t.started}
            </Text>
          ) : (
            <Button size="xs" variant="outline" loading={busy} onClick={() => onChange(false)} aria-label={`${t.drop}《${lesson.title}》`}>
              {t.drop}
            </Button>
          )}
        </>
      ) : (
        <Button size="xs" colorPalette="brand" ms="auto" loading={busy} onClick={() => onChange(true)} aria-label={`${t.pick}《${lesson.title}》`}>
          {t.pick}
        </Button>
      )}
    </HStack>
  );
}
