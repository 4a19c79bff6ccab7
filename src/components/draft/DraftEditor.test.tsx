import { useRef, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@chakra-ui/react';
import { renderScreen } from '@/test/renderScreen';
import { DraftEditor, type DraftEditorTexts } from './DraftEditor';
import type { SaveStatus } from './useAutosaveDraft';

// Keyboard use of the shared long-text editor (心得体会, 入党文书, 学习体会): a button that is
// disabled or removed under the focus sent it to the page, and Tab started over from the top.

type Draft = Parameters<typeof DraftEditor>[0]['draft'];

const texts: DraftEditorTexts = {
  placeholder: '',
  count: (n) => `${n} 字`,
  tooShort: () => '',
  tooLong: () => '',
  saving: '保存中…',
  saved: (at) => `草稿已保存 ${at}`,
  unsaved: '有未保存的修改',
  offline: '网络不通',
  restored: '已恢复',
  saveDraft: '保存草稿',
  submit: '提交',
  confirmTitle: '确认提交心得体会？',
  confirmBody: '提交后不能修改',
  confirm: '确认提交',
  cancel: '取消',
};

let saves = 0;
/** ends the save under way */
let finishSave: () => void = () => undefined;

/** A draft whose save takes until finishSave(), and whose submit is accepted. */
function useFakeDraft(): Draft {
  const [status, setStatus] = useState<SaveStatus>('saved');
  return {
    text: '一'.repeat(20),
    change: () => undefined,
    status,
    savedAt: '2026-11-27T04:00:00.000Z',
    message: '',
    restored: false,
    save: async () => {
      saves += 1;
      setStatus('saving');
      await new Promise<void>((resolve) => {
        finishSave = resolve;
      });
      setStatus('saved');
      return true;
    },
    submit: async () => undefined,
  };
}

const ids = { editor: 'editor', count: 'count', status: 'status' };

/** The editor as a screen uses it; `replace`: the screen shows the handed-in text in its place, under a title line. */
function Screen({ replace = false }: { replace?: boolean }) {
  const draft = useFakeDraft();
  const [done, setDone] = useState(false);
  const title = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <Text ref={title} tabIndex={-1} data-testid="title">
        学习党章心得体会
      </Text>
      {replace && done ? (
        <Text>已提交</Text>
      ) : (
        <DraftEditor
          draft={draft}
          texts={texts}
          label="心得体会"
          minChars={10}
          maxChars={0}
          minH="200px"
          testIds={ids}
          onSubmitted={() => setDone(true)}
          submittedFocus={replace ? title : undefined}
        />
      )}
    </>
  );
}

beforeEach(() => {
  saves = 0;
});

describe('DraftEditor and the keyboard', () => {
  it('保存草稿 stays focusable while saving: aria-disabled (looks disabled), not disabled, and a second press sends nothing', async () => {
    renderScreen(<Screen />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '保存草稿' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('保存中…')).toBeInTheDocument();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(saves).toBe(1);
    act(() => finishSave());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
  });

  it('after 确认提交 the focus is on the status line (focusable by script only), not on the page', async () => {
    renderScreen(<Screen />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: '提交' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    const status = screen.getByTestId('status');
    expect(status).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it("a screen that shows the handed-in text in the editor's place gets the focus on the element it names", async () => {
    renderScreen(<Screen replace />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: '提交' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    expect(screen.queryByTestId('editor')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('title')).toHaveFocus());
  });
});
