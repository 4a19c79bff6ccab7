import { useState } from 'react';
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { StageLessonItem } from '@contract/lessonStage';
import { electiveTexts as t } from './texts';

/**
 * Below an elective's card: picked or not, and 选课 / 退选. A started pick cannot be dropped; a drop
 * is confirmed first; at the cap 选课 is not offered (the server refuses it anyway).
 */
export function ElectiveActions({
  lesson,
  busy,
  full,
  onChange,
}: {
  lesson: StageLessonItem;
  busy: boolean;
  /** the stage's cap is reached */
  full: boolean;
  onChange: (selected: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const started = lesson.credited > 0;
  if (lesson.selected && confirming && !started) {
    return (
      <HStack justify="space-between" px="3" pb="3" minH="10">
        <Text fontSize="xs" color="fg.muted">
          {t.dropAsk}
        </Text>
        <HStack gap="1">
          <Button size="xs" minH={{ base: '44px', md: 'auto' }} variant="ghost" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
          <Button
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={busy}
            onClick={() => {
              setConfirming(false);
              onChange(false);
            }}
            aria-label={`${t.dropConfirm}《${lesson.title}》`}
          >
            {t.dropConfirm}
          </Button>
        </HStack>
      </HStack>
    );
  }
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
            <Button
              size="xs"
              minH={{ base: '44px', md: 'auto' }}
              variant="outline"
              loading={busy}
              onClick={() => setConfirming(true)}
              aria-label={`${t.drop}《${lesson.title}》`}
            >
              {t.drop}
            </Button>
          )}
        </>
      ) : full ? (
        <Button
          size="xs"
          minH={{ base: '44px', md: 'auto' }}
          ms="auto"
          disabled
          title={t.capReached}
          aria-label={`${t.pick}《${lesson.title}》（${t.full}）`}
        >
          {t.full}
        </Button>
      ) : (
        <Button
          size="xs"
          minH={{ base: '44px', md: 'auto' }}
          colorPalette="brand"
          ms="auto"
          loading={busy}
          onClick={() => onChange(true)}
          aria-label={`${t.pick}《${lesson.title}》`}
        >
          {t.pick}
        </Button>
      )}
    </HStack>
  );
}
