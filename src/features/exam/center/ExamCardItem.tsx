import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ExamCard } from '@contract/exam';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { examActionOf, opensInText } from '@/components/exam/examAction';
import { centerTexts as t } from './texts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
const stateColor = { upcoming: 'blue', ongoing: 'green', ended: 'gray' } as const;

/** One exam: its window, rules and the learner's standing, with the one button that fits now. */
export function ExamCardItem({
  card,
  serverNow,
  onStart,
}: {
  card: ExamCard;
  serverNow: number | null;
  onStart: (card: ExamCard) => void;
}) {
  const action = examActionOf(card);
  const opensIn = serverNow === null ? null : Date.parse(card.startTime) - serverNow;
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap={{ base: '3', md: '4' }}
      align={{ base: 'stretch', md: 'center' }}
      // on a phone the button goes under the exam's text, which keeps the card's width
      direction={{ base: 'column', md: 'row' }}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="white"
      data-testid="exam-card"
      aria-label={card.title}
    >
      <Stack gap="2" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={stateColor[card.state]}>{t.stateNames[card.state]}</Badge>
          <Text fontWeight="semibold" fontSize="md">
            {card.title}
          </Text>
          {card.passed ? <Badge colorPalette="green">{t.passed}</Badge> : null}
        </HStack>
        {card.lessonTitle ? (
          <Text fontSize="sm" color="fg.muted">
            {t.lesson(card.lessonTitle)}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {t.window(when(card.startTime), when(card.endTime))}
        </Text>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{t.duration(card.duration)}</Text>
          <Text>{t.questions(card.questionCount)}</Text>
          <Text>{t.score(card.totalScore, card.passScore)}</Text>
          <Text>{t.attempts(card.attemptsUsed, card.attemptsAllowed)}</Text>
          <Text>{card.bestScore === null ? t.noScore : t.best(card.bestScore)}</Text>
        </HStack>
      </Stack>
      <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0} minW="120px">
        {action === 'start' ? (
          <Button colorPalette="brand" onClick={() => onStart(card)} minH={{ base: '44px', md: 'auto' }}>
            {t.action.start}
          </Button>
        ) : action === 'resume' ? (
          <Button asChild colorPalette="brand" minH={{ base: '44px', md: 'auto' }}>
            <Link to={paths.examAnswer(card.examId)} state={{ confirmed: true, from: paths.examCenter() }}>
              {t.action.resume}
            </Link>
          </Button>
        ) : action === 'result' ? (
          <Button asChild variant="outline" colorPalette="brand" minH={{ base: '44px', md: 'auto' }}>
            <Link to={paths.myExamRecord(card.lastRecordId ?? 0)}>{t.action.result}</Link>
          </Button>
        ) : (
          <Button disabled variant="outline" minH={{ base: '44px', md: 'auto' }}>
            {t.action[action]}
          </Button>
        )}
        {action === 'upcoming' && opensIn !== null ? (
          <Text fontSize="xs" color="brand.600" data-testid="opens-in" role="timer">
            {t.opensIn(opensInText(opensIn, t.days))}
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}
