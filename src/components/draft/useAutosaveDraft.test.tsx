import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@contract/endpoints';
import type { TopicWork } from '@contract/topic';
import { TopicApi } from '@/api/topic';
import { storageKey } from '@/lib/storage';
import { ok } from '@/test/envelope';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { DRAFT_MIRROR_KEY } from './draftMirror';
import { DraftEditor, type DraftEditorTexts } from './DraftEditor';
import { useAutosaveDraft } from './useAutosaveDraft';

// The autosaving editor (心得体会, 入党文书, 学习体会) when the server cannot take the text: a 5xx
// (or a proxy's 502/504) is retried like a dropped connection and the learner is told the text is
// kept on this computer; a refusal by rule (10002) is shown and not retried.

const work = (over: Partial<TopicWork> = {}): TopicWork =>
  ({
    topicId: 3,
    required: true,
    title: '学习党章心得体会',
    prompt: '',
    minChars: 10,
    maxChars: 3000,
    deadline: null,
    state: 'none',
    content: '',
    charCount: 0,
    rev: 0,
    savedAt: null,
    submittedAt: null,
    review: null,
    editable: true,
    blockedReason: '',
    ...over,
  }) as TopicWork;
const texts: DraftEditorTexts = {
  placeholder: '',
  count: (n) => `${n} 字`,
  tooShort: () => '',
  tooLong: () => '',
  saving: '保存中…',
  saved: (at) => `草稿已保存 ${at}`,
  unsaved: '有未保存的修改',
  offline: '网络不通，内容已保存在本机，恢复后自动保存',
  restored: '已恢复',
  saveDraft: '保存草稿',
  submit: '提交',
  confirmTitle: '',
  confirmBody: '',
  confirm: '确定',
  cancel: '取消',
};

function Editor({ source }: { source: TopicWork }) {
  const [write] = TopicApi.useWriteExperienceMutation();
  const draft = useAutosaveDraft(source, {
    mirrorKey: `9:${source.topicId}`,
    save: (content, rev) => write({ topicId: source.topicId, content, rev }).unwrap(),
    submit: (content, rev) => write({ topicId: source.topicId, content, rev, submit: true }).unwrap(),
    flush: () => {},
  });
  return (
    <DraftEditor
      draft={draft}
      texts={texts}
      label="心得体会"
      minChars={10}
      maxChars={3000}
      minH="100px"
      testIds={{ editor: 'editor', count: 'count', status: 'status' }}
      onSubmitted={() => {}}
    />
  );
}

const mirror = () => JSON.parse(window.localStorage.getItem(storageKey(DRAFT_MIRROR_KEY)) ?? '{}') as Record<string, { content: string }>;
const status = () => screen.getByTestId('status');

/** answers `writeExperience` with each HTTP status of `failures` in turn (a proxy's HTML page), then saves */
function serverAnswering(failures: number[]) {
  const sent: string[] = [];
  server.use(
    http.post(`*${endpoints.topic.writeExperience.path}`, async ({ request }) => {
      const body = (await request.clone().json()) as { content: string; rev: number };
      sent.push(body.content);
      const code = failures[sent.length - 1];
      if (code) return new HttpResponse(`<html><body>${code}</body></html>`, { status: code, headers: { 'Content-Type': 'text/html' } });
      return ok(work({ state: 'draft', content: body.content, rev: body.rev, savedAt: '2026-11-25T04:03:00.000Z' }));
    }),
  );
  return sent;
}

afterEach(() => jest.useRealTimers());

describe('useAutosaveDraft: the server cannot save now', () => {
  it.each([503, 502, 504, 500])(
    'HTTP %i: the learner is told the text is kept here, and it is sent again 5 s later until saved',
    async (code) => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const sent = serverAnswering([code, code]);
      renderScreen(<Editor source={work()} />, { user: loginResult({ id: 9 }) });
      fireEvent.change(screen.getByTestId('editor'), { target: { value: '服务器忙时写下的心得体会' } });
      await act(() => jest.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(status()).toHaveTextContent('服务器暂时无法保存，内容已保存在本机，稍后自动重试'));
      expect(status()).not.toHaveTextContent(`后端接口${code}异常`);
      expect(mirror()['9:3'].content).toBe('服务器忙时写下的心得体会');
      expect(sent).toHaveLength(1);

      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(sent).toHaveLength(2));
      await waitFor(() => expect(status()).toHaveTextContent('服务器暂时无法保存'));

      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(status()).toHaveTextContent(/^草稿已保存/));
      expect(sent).toEqual(['服务器忙时写下的心得体会', '服务器忙时写下的心得体会', '服务器忙时写下的心得体会']);
      expect(mirror()['9:3']).toBeUndefined();
    },
  );

  it('a refusal by rule (10002) is shown in the server’s words and not sent again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const sent: string[] = [];
    server.use(
      mockEndpoint('topic', 'writeExperience', (body) => {
        sent.push(body.content);
        return failure(10002, '已过截止时间，不能再保存');
      }),
    );
    const { unmount } = renderScreen(<Editor source={work()} />, { user: loginResult({ id: 9 }) });
    fireEvent.change(screen.getByTestId('editor'), { target: { value: '截止以后写的内容' } });
    await act(() => jest.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(status()).toHaveTextContent('已过截止时间，不能再保存'));
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(sent).toHaveLength(1);
    // still on this computer: nothing the learner typed is thrown away
    expect(mirror()['9:3'].content).toBe('截止以后写的内容');
    // leaving the screen sends what the server has not got once more (as before)
    unmount();
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
