import type { StepDetail } from '@contract/develop';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import { DevelopApi } from '@/api/develop';
import { sendKeepalive } from '@/api/keepalive';
import { useAppDispatch } from '@/store/hooks';
import { useAutosaveDraft } from '@/components/draft/useAutosaveDraft';

// A development document's draft: the shared autosaving editor state (src/components/draft)
// talking to develop/taskDraft and develop/submit, mirrored on this computer per learner and step.

export function useDevelopDraft(userId: number, step: StepDetail) {
  const dispatch = useAppDispatch();
  const [draft] = DevelopApi.useTaskDraftMutation();
  const [submit] = DevelopApi.useSubmitMutation();
  const stepId = step.id;
  return useAutosaveDraft(step, {
    mirrorKey: `${userId}:develop:${stepId}`,
    save: (content, rev) => draft({ stepId, content, rev }).unwrap(),
    submit: (content, rev) => submit({ stepId, content, rev }).unwrap(),
    flush: (content, rev) => dispatch(sendKeepalive(learnerEndpoints.develop.taskDraft, { stepId, content, rev })),
    // the road's step moves from 未开始 to 草稿
    onFirstSave: () => {
      if (step.state === 'todo') dispatch(DevelopApi.util.invalidateTags(['Develop']));
    },
  });
}
