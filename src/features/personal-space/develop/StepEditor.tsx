import type { RefObject } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { countOwnChars } from '@contract/charCount';
import type { DocInfo, StepDetail } from '@contract/develop';
import { toastRequested } from '@/api/apiEvents';
import { DevelopApi } from '@/api/develop';
import { errorMessage } from '@/api/errors';
import { useAppDispatch } from '@/store/hooks';
import { DraftEditor } from '@/components/draft/DraftEditor';
import { dayjs } from '@/lib/date';
import { missingFields, type FieldValues } from './StepFields';
import { useDevelopDraft } from './useDevelopDraft';
import { developTexts as t } from './texts';

/**
 * The editor of an open step: autosaved draft, the count against the limits, submit with confirmation.
 * The count is the learner's own text (the outline's lines do not count), as the server counts it.
 * Before the confirmation, the form's required fields are checked (marked when empty) and, when
 * changed, saved, so nothing is refused after the learner confirmed.
 * The last save is shown with its date as the 心得体会 editor shows it (DraftEditor's MM-DD HH:mm:ss):
 * with the time alone, a draft saved days ago read as saved today.
 */
export function StepEditor({
  userId,
  step,
  doc,
  titleRef,
  fields,
  onMissing,
}: {
  userId: number;
  step: StepDetail;
  doc: DocInfo;
  titleRef?: RefObject<HTMLParagraphElement | null>;
  /** the form's values as typed on the page */
  fields: FieldValues;
  /** 提交 found required fields empty: the form marks them */
  onMissing: () => void;
}) {
  const dispatch = useAppDispatch();
  const draft = useDevelopDraft(userId, step);
  const [fill] = DevelopApi.useFillRequirementMutation();
  const later = step.availableFrom !== null && step.availableFrom > dayjs().format('YYYY-MM-DD') ? step.availableFrom : null;
  const beforeConfirm = async () => {
    const missing = missingFields(doc, fields);
    if (missing.length > 0) {
      onMissing();
      return t.fillFirst(missing.map((f) => f.label));
    }
    const changed = doc.fields.some((f) => (fields[f.key] ?? '') !== (step.fields.find((x) => x.key === f.key)?.value ?? ''));
    if (!changed) return null;
    try {
      await fill({ stepId: step.id, fields: doc.fields.map((f) => ({ key: f.key, value: fields[f.key] ?? '' })) }).unwrap();
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  };
  return (
    <DraftEditor
      draft={draft}
      texts={{ ...t, unsaved: t.local }}
      label={step.title}
      minChars={doc.minChars}
      maxChars={doc.maxChars}
      minH="360px"
      testIds={{ editor: 'develop-editor', count: 'develop-count', status: 'develop-save-status' }}
      confirmDetail={step.title}
      countText={(text) => countOwnChars(text, doc.template)}
      beforeConfirm={doc.fields.length > 0 ? beforeConfirm : undefined}
      notice={
        later ? (
          <Text fontSize="sm" color="yellow.800" data-testid="develop-not-yet">
            {t.notYet(later)}
          </Text>
        ) : null
      }
      footer={
        doc.template && draft.text.trim() === '' ? (
          <Button
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => draft.change(doc.template)}
          >
            {t.useTemplate}
          </Button>
        ) : null
      }
      onSubmitted={() => dispatch(toastRequested({ type: 'success', title: t.submitted }))}
      // handed in, the editor gives way to the read-only text: the focus goes to the step's title
      submittedFocus={titleRef}
    />
  );
}
