import { forwardRef, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import { errorMessage } from '@/api/errors';
import { formatDate } from '@/lib/date';
import { draftTexts } from './texts';
import type { SaveStatus, useAutosaveDraft } from './useAutosaveDraft';
import { RestoredNotice } from './RestoredNotice';

// The editor every long text shares (心得体会, 入党文书, 中心组学习体会): the autosaving draft,
// the count against the limits (counted as the server counts, contract/charCount.ts), where the
// draft stands, 保存草稿, and 提交 behind a confirmation. Each screen brings its own words.

export interface DraftEditorTexts {
  placeholder: string;
  count: (n: number) => string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  saving: string;
  saved: (at: string) => string;
  /** typed but not yet on the server (it is on this computer) */
  unsaved: string;
  offline: string;
  /** the server answered 5xx; the shared words (draftTexts.unavailable) unless the screen has its own */
  unavailable?: string;
  restored: string;
  saveDraft: string;
  submit: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
  cancel: string;
}

type Draft = ReturnType<typeof useAutosaveDraft>;

/** Focusable from script only (tabIndex -1): where the focus lands after a submit, by default. */
const StatusLine = forwardRef<
  HTMLParagraphElement,
  {
    status: SaveStatus;
    savedAt: string | null;
    message: string;
    texts: DraftEditorTexts;
    savedFormat: string;
    testId: string;
  }
>(function StatusLine({ status, savedAt, message, texts: t, savedFormat, testId }, ref) {
  const text =
    status === 'saving'
      ? t.saving
      : status === 'dirty'
        ? t.unsaved
        : status === 'offline'
          ? t.offline
          : status === 'unavailable'
            ? (t.unavailable ?? draftTexts.unavailable)
            : status === 'refused'
              ? message
              : savedAt
                ? t.saved(formatDate(savedAt, savedFormat))
                : '';
  const alert = status === 'offline' || status === 'unavailable' || status === 'refused';
  return (
    <Text ref={ref} tabIndex={-1} fontSize="sm" color={alert ? 'brand.600' : 'fg.muted'} role="status" data-testid={testId}>
      {text}
    </Text>
  );
});

/** The element the focus goes to after a submit: the screen's, if on the page, else the status line. */
function afterSubmit(own: RefObject<HTMLElement | null> | undefined, status: RefObject<HTMLElement | null>): HTMLElement | null {
  const target = own?.current;
  if (target?.isConnected) return target;
  return status.current?.isConnected ? status.current : null;
}

export function DraftEditor({
  draft,
  texts: t,
  label,
  minChars,
  maxChars,
  minH,
  testIds,
  savedFormat = 'MM-DD HH:mm:ss',
  confirmDetail,
  notice,
  footer,
  onSubmitted,
  submittedFocus,
  countText = countChars,
  beforeConfirm,
}: {
  draft: Draft;
  texts: DraftEditorTexts;
  /** the text area's accessible name */
  label: string;
  minChars: number;
  /** 0: no upper limit */
  maxChars: number;
  minH: string;
  testIds: { editor: string; count: string; status: string };
  /** how the last save's time is shown */
  savedFormat?: string;
  /** before the count in the confirmation, e.g. the document's title */
  confirmDetail?: string;
  /** under the restored notice, above the text */
  notice?: ReactNode;
  /** under the buttons and any error */
  footer?: ReactNode;
  onSubmitted: () => void;
  /**
   * Where the focus goes once the text is handed in (the confirmation's 确认提交 and the editor's
   * 提交 are gone or closed): an element that stays on screen when the screen shows the handed-in
   * text in the editor's place, e.g. its title line with tabIndex -1. Without it, the editor's
   * status line. Otherwise the focus fell to the page and the keyboard started over from the top.
   */
  submittedFocus?: RefObject<HTMLElement | null>;
  /** how the text is counted, as the server counts it for this screen (default countChars) */
  countText?: (text: string) => number;
  /**
   * Run when 提交 is pressed, before the confirmation: what must still be done (said under the
   * buttons, and no confirmation), or null to go on. A screen's other inputs (a form beside the
   * text) are checked here, so a gap is never first told after the learner confirmed.
   */
  beforeConfirm?: () => Promise<string | null>;
}) {
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const submitted = useRef(false);
  const saving = draft.status === 'saving';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const n = countText(draft.text);
  const short = n < minChars;
  const long = maxChars > 0 && n > maxChars;

  const [checking, setChecking] = useState(false);
  const askToConfirm = async () => {
    setError('');
    if (beforeConfirm) {
      setChecking(true);
      const problem = await beforeConfirm().finally(() => setChecking(false));
      if (problem) {
        setError(problem);
        return;
      }
    }
    setConfirming(true);
  };

  const submit = async () => {
    setSubmitting(true);
    setError('');
    try {
      await draft.submit();
      submitted.current = true;
      setConfirming(false);
      onSubmitted();
    } catch (e) {
      setError(errorMessage(e));
      setConfirming(false);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="3">
      <RestoredNotice shown={draft.restored} text={t.restored} />
      {notice}
      <Textarea
        value={draft.text}
        onChange={(e) => draft.change(e.target.value)}
        placeholder={t.placeholder}
        minH={minH}
        // the box's own width is the screen's on a phone; 16 px type there, so a phone's browser
        // does not zoom the page when the box takes the focus (desktop keeps the size's 14 px)
        fontSize={{ base: 'md', md: 'sm' }}
        resize="vertical"
        aria-label={label}
        lineHeight="1.8"
        data-testid={testIds.editor}
      />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid={testIds.count}>
            {t.count(n)}
            {short ? t.tooShort(minChars) : long ? t.tooLong(maxChars) : ''}
          </Text>
          <StatusLine
            ref={statusRef}
            status={draft.status}
            savedAt={draft.savedAt}
            message={draft.message}
            texts={t}
            savedFormat={savedFormat}
            testId={testIds.status}
          />
        </HStack>
        <HStack gap="2">
          {/* aria-disabled, not disabled, while saving: a disabled button loses the focus (to the page) */}
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            aria-disabled={saving || undefined}
            onClick={() => {
              if (!saving) void draft.save();
            }}
          >
            {t.saveDraft}
          </Button>
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={checking}
            onClick={() => void askToConfirm()}
            disabled={short || long}
          >
            {t.submit}
          </Button>
        </HStack>
      </HStack>
      {error ? (
        <Text color="brand.600" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {footer}
      <Dialog.Root
        open={confirming}
        onOpenChange={(d) => setConfirming(d.open)}
        role="alertdialog"
        size="sm"
        finalFocusEl={() => (submitted.current ? afterSubmit(submittedFocus, statusRef) : null)}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t.confirmTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t.confirmBody}</Text>
                <Text mt="2" color="fg.muted" fontSize="sm">
                  {confirmDetail ? `${confirmDetail} · ${t.count(n)}` : t.count(n)}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={() => setConfirming(false)}>
                  {t.cancel}
                </Button>
                <Button colorPalette="brand" minH={{ base: '44px', md: 'auto' }} loading={submitting} onClick={() => void submit()}>
                  {t.confirm}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
