import { Button, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExamApi } from '@/api/exam';
import { errorMessage } from '@/api/errors';
import { examInfoTexts as t, questionTypeNames as typeNames } from './texts';
import { DialogFrame } from '@/components/DialogFrame';

/**
 * 考试须知 before an attempt: the organiser's text and the rules the server will hold the learner
 * to. The one confirmation before any attempt is used, from the exam center and from a lesson.
 */
export function ExamInfoDialog({
  examId,
  onConfirm,
  onClose,
}: {
  examId: number | null;
  onConfirm: (examId: number) => void;
  onClose: () => void;
}) {
  const info = ExamApi.useExamInfoQuery({ examId: examId ?? 0 }, { skip: examId === null });
  const data = info.data && info.data.examId === examId ? info.data : null;
  return (
    <DialogFrame open={examId !== null} onClose={onClose} title={data ? `${t.infoTitle} · ${data.title}` : t.infoTitle} size="md">
      <Dialog.Body>
        {info.isError ? (
          <Text color="brand.600">{errorMessage(info.error)}</Text>
        ) : !data ? (
          <Stack direction="row" gap="2" align="center">
            <Spinner size="sm" />
            <Text>{t.infoLoading}</Text>
          </Stack>
        ) : (
          <Stack gap="3" fontSize="sm" data-testid="exam-info">
            {data.description ? <Text whiteSpace="pre-wrap">{data.description}</Text> : null}
            <Text>{t.rules(data.duration, data.questionCount, data.totalScore, data.passScore)}</Text>
            <Stack as="ul" gap="1" pl="5" listStyleType="disc">
              {data.parts.map((p) => (
                <li key={p.type}>{t.part(typeNames[p.type], p.count, p.score)}</li>
              ))}
            </Stack>
            <Text>{t.attemptsRule(data.attemptsUsed, data.attemptsAllowed)}</Text>
            <Text>{t.timeRule}</Text>
            <Text>{t.leavesRule(data.maxLeaves)}</Text>
            {data.shuffle ? <Text>{t.shuffled}</Text> : null}
            <Text>{data.allowReview ? t.reviewAllowed : t.reviewNotAllowed}</Text>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button colorPalette="brand" disabled={!data} onClick={() => data && onConfirm(data.examId)}>
          {t.confirmStart}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
