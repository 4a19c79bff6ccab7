import { useRef } from 'react';
import type { TopicWork } from '@contract/topic';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import { sendKeepalive } from '@/api/keepalive';
import { TopicApi } from '@/api/topic';
import { useAppDispatch } from '@/store/hooks';
import { useAutosaveDraft } from '@/components/draft/useAutosaveDraft';

// The write-up editor's state: the shared autosaving draft (src/components/draft) talking to
// topic/writeExperience; the first save moves the checklist's 心得体会 line from 尚未撰写 to 草稿.

export function useWorkDraft(userId: number, work: TopicWork) {
  const dispatch = useAppDispatch();
  const [write] = TopicApi.useWriteExperienceMutation();
  const topicId = work.topicId;
  const firstDraft = useRef(work.state === 'none');
  return useAutosaveDraft(work, {
    mirrorKey: `${userId}:${topicId}`,
    save: (content, rev) => write({ topicId, content, rev }).unwrap(),
    submit: (content, rev) => write({ topicId, content, rev, submit: true }).unwrap(),
    flush: (content, rev) => dispatch(sendKeepalive(learnerEndpoints.topic.writeExperience, { topicId, content, rev })),
    onFirstSave: () => {
      if (!firstDraft.current) return;
      firstDraft.current = false;
      dispatch(TopicApi.util.invalidateTags(['Topic']));
    },
  });
}
