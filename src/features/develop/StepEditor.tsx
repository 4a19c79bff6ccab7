import type { RefObject } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { DocInfo, StepDetail } from '@contract/develop';
import { toastRequested } from '@/api/apiEvents';
import { useAppDispatch } from '@/components/hooks';
import { DraftEditor } from '@/components/draft/DraftEditor';
import { dayjs } from '@/lib/date';
import { useDevelopDraft } from './useDevelopDraft';
import { developTexts as t } from './texts';

/**
 * The editor of an open step: autosaved draft, the count against the limits, submit with confirmation.
 * The last save is shown with its date as the 心得体会 editor shows it (DraftEditor's MM-DD HH:mm:ss):
 * with the time alone, a draft saved days ago read as saved today.
 */
export function StepEditor({ userId, step, doc, titleRef }: { userId: number; step: StepDetail; doc: DocInfo; titleRef?: RefObject<HTMLParagraphElement | null> }) {
  const dispatch = useAppDispatch();
  const draft = useDevelopDraft(userId, step);
  const later = step.availableFrom !== null && step.availableFrom > dayjs().format('YYYY-MM-DD') ? step.availableFrom : null;
  return (
    <DraftEditor draft={draft} texts={{ ...t, unsaved: t.local }} label={step.title} minChars={doc.minChars} maxChars={doc.maxChars} minH="360px"
      testIds={{ editor: 'develop-editor', count: 'develop-count', status: 'develop-save-status' }} confirmDetail={step.title}
      notice={later ? <Text fontSize="sm" color="yellow.800" data-testid="develop-not-yet">{t.notYet(later)}</Text> : null}
      footer={doc.template && draft.text.trim() === '' ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => draft.change(doc.template)}>{t.useTemplate}</Button>
      ) : null}
      onSubmitted={() => dispatch(toastRequested({ type: 'success', title: t.submitted }))}
      // handed in, the editor gives way to the read-only text: the focus goes to the step's title
      submittedFocus={titleRef} />
  );
}
