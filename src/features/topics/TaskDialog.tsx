import { useRef, useState, type ChangeEvent } from 'react';
import { Badge, Box, Button, Dialog, Field, HStack, Input, Progress, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { TaskDetail, TaskState } from '@contract/task';
import { errorMessage } from '@/api/errors';
import { TaskApi } from '@/api/task';
import { useUploadProgress } from '@/api/uploadProgress';
import { DocumentPreview, documentPreviewTexts, previewKind, type PreviewFile } from '@/components/DocumentPreview';
import { formatDate } from '@/lib/date';
import { fileSize } from './MaterialRow';
import { TaskSubmitConfirm } from './TaskSubmitConfirm';
import { taskTexts as t } from './texts';
import { DialogFrame } from '@/components/DialogFrame';

export const TASK_PALETTE: Record<TaskState, string> = {
  todo: 'yellow',
  incomplete: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'brand',
};
const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
let uploads = 0;

function FilePart({ task }: { task: TaskDetail }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, state] = TaskApi.useUploadTaskFileMutation();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const progress = useUploadProgress(uploadId);
  const accept = task.fileTypes.map((x) => `.${x}`).join(',');
  // the file's address is signed for minutes (a personal file): opening it asks for a fresh one
  const [fetchTask, fetching] = TaskApi.useLazyTaskDetailQuery();
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const download = useRef<HTMLAnchorElement>(null);
  const fresh = async () =>
    (
      await fetchTask({ taskId: task.id })
        .unwrap()
        .catch(() => task)
    ).file ?? task.file;
  const onPreview = async () => {
    const file = await fresh();
    if (file) setPreview({ url: file.url, name: file.name });
  };
  const onDownload = async () => {
    const file = await fresh();
    if (!file || !download.current) return;
    download.current.href = file.url;
    download.current.download = file.name;
    download.current.click();
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProblem('');
    // the server decides by the file's content; these checks only spare a long upload that would be refused
    if (file.size > task.maxMb * 1024 * 1024) return setProblem(t.tooBig(task.maxMb));
    const id = `task-${task.id}-${(uploads += 1)}`;
    setUploadId(id);
    try {
      // a file joins the draft: the task is handed in by 提交 only
      await upload({ taskId: task.id, file, uploadId: id, submit: false }).unwrap();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setUploadId(null);
    }
  };

  return (
    <Stack gap="2" data-testid="task-file">
      <Text fontWeight="medium" fontSize="sm">
        {t.fileLabel(task.fileTypes.map((x) => x.toUpperCase()).join('、'), task.maxMb)}
      </Text>
      {task.file ? (
        // a name of up to 100 characters, often without a space: it wraps inside the dialog, anywhere
        // if it must (word-break: break-word for browsers before overflow-wrap: anywhere), and the
        // size and time go to the next line
        <HStack gap="2" fontSize="sm" wrap="wrap" minW="0" data-testid="task-file-current">
          <Text
            display="block"
            minW="0"
            maxW="100%"
            css={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}
            data-testid="task-file-name"
          >
            {task.file.name}
          </Text>
          <Text color="fg.muted" flexShrink="0">{`${fileSize(task.file.size)} · ${t.uploadedAt(at(task.file.uploadedAt))}`}</Text>
          <HStack gap="1" flexShrink="0">
            {previewKind(task.file.name) ? (
              <Button
                size="xs"
                minH={{ base: '44px', md: 'auto' }}
                variant="ghost"
                colorPalette="brand"
                disabled={fetching.isFetching}
                onClick={() => void onPreview()}
                data-testid="task-file-preview"
              >
                {documentPreviewTexts.preview}
              </Button>
            ) : null}
            <Button
              size="xs"
              minH={{ base: '44px', md: 'auto' }}
              variant="ghost"
              colorPalette="brand"
              disabled={fetching.isFetching}
              onClick={() => void onDownload()}
            >
              {documentPreviewTexts.download}
            </Button>
          </HStack>
          {/* the download goes through a link of ours so the browser keeps the file's Chinese name */}
          <a ref={download} hidden aria-hidden="true" />
          <DocumentPreview file={preview} onClose={() => setPreview(null)} />
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t.noFile}
        </Text>
      )}
      {task.editable ? (
        <HStack>
          <input ref={input} type="file" accept={accept} hidden onChange={(e) => void onPick(e)} data-testid="task-file-input" />
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            colorPalette="brand"
            loading={state.isLoading}
            loadingText={t.uploading}
            onClick={() => input.current?.click()}
          >
            {task.file ? t.replaceFile : t.chooseFile}
          </Button>
        </HStack>
      ) : null}
      {state.isLoading ? (
        <Progress.Root
          value={progress ?? 0}
          size="sm"
          colorPalette="brand"
          maxW="360px"
          aria-label={t.uploading}
          data-testid="task-progress"
        >
          <HStack>
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="xs">{progress ?? 0}%</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {problem ? (
        <Text fontSize="sm" color="brand.600" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}

type Values = Record<string, string>;

function FormFields({ task, values, onChange }: { task: TaskDetail; values: Values; onChange: (values: Values) => void }) {
  return (
    <Stack gap="3" data-testid="task-form">
      {task.fields.map((f) => (
        <Field.Root key={f.key} required={f.required} disabled={!task.editable}>
          <Field.Label>
            {f.label}
            <Field.RequiredIndicator />
          </Field.Label>
          {f.multiline ? (
            <Textarea
              value={values[f.key] ?? ''}
              maxLength={f.maxLength}
              onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            />
          ) : (
            // a date is picked (Chromium 80+ has the picker) and sent as YYYY-MM-DD, never typed as words
            <Input
              type={f.kind === 'date' ? 'date' : 'text'}
              value={values[f.key] ?? ''}
              maxLength={f.kind === 'date' ? undefined : f.maxLength}
              onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            />
          )}
        </Field.Root>
      ))}
    </Stack>
  );
}

/**
 * 保存 keeps what was typed as a draft on the server (the task stays 未提交); 提交 asks first, then
 * hands the task in for review. The server decides whether anything is still missing.
 */
function TaskActions({ task, values }: { task: TaskDetail; values: Values }) {
  const [save, state] = TaskApi.useUploadTaskDataMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const hasForm = task.fields.length > 0;
  const onSave = async () => {
    setMessage(null);
    try {
      await save({ taskId: task.id, data: values, submit: false }).unwrap();
      setMessage({ ok: true, text: t.formSaved });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  };
  const onConfirm = async () => {
    setConfirmError(null);
    try {
      await save({ taskId: task.id, data: hasForm ? values : {}, submit: true }).unwrap();
      setConfirming(false);
      setMessage({ ok: true, text: t.handedIn });
    } catch (error) {
      setConfirmError(errorMessage(error));
    }
  };
  return (
    <Stack gap="2">
      {task.editable ? (
        <HStack gap="3">
          {hasForm ? (
            <Button
              size="sm"
              minH={{ base: '44px', md: 'auto' }}
              variant="outline"
              colorPalette="brand"
              loading={state.isLoading && !confirming}
              onClick={() => void onSave()}
            >
              {t.save}
            </Button>
          ) : null}
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            disabled={state.isLoading}
            onClick={() => {
              setConfirmError(null);
              setConfirming(true);
            }}
          >
            {t.submit}
          </Button>
        </HStack>
      ) : null}
      {message ? (
        <Text fontSize="sm" color={message.ok ? 'fg.muted' : 'brand.600'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      ) : null}
      <TaskSubmitConfirm
        open={confirming}
        submitting={state.isLoading}
        error={confirmError}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** What the learner works on: the file, the form (kept here, so 提交 hands in what is on screen), the actions. */
function TaskWork({ task }: { task: TaskDetail }) {
  const [values, setValues] = useState<Values>(task.data);
  return (
    <>
      {task.needsFile ? <FilePart task={task} /> : null}
      {task.fields.length > 0 ? <FormFields task={task} values={values} onChange={setValues} /> : null}
      {task.missing.length > 0 && task.editable ? (
        <Text fontSize="sm" color="brand.600" data-testid="task-missing">
          {t.missing(task.missing.join('；'))}
        </Text>
      ) : null}
      <TaskActions task={task} values={values} />
    </>
  );
}

/** A task: what it asks for, the file (uploaded with its progress) and the form, what is missing, the verdict. */
export function TaskDialog({ taskId, onClose }: { taskId: number | null; onClose: () => void }) {
  const query = TaskApi.useTaskDetailQuery({ taskId: taskId ?? 0 }, { skip: taskId === null });
  const task = query.currentData && query.currentData.id === taskId ? query.currentData : null;
  return (
    <DialogFrame open={taskId !== null} onClose={onClose} title={task ? task.title : t.title} closeLabel={t.close}>
      <Dialog.Body pb="6">
        {query.isError ? (
          <Text color="brand.600">{errorMessage(query.error)}</Text>
        ) : !task ? (
          <Spinner size="sm" />
        ) : (
          <Stack gap="4" data-testid="task-detail">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={TASK_PALETTE[task.state]} data-testid="task-state">
                {t.states[task.state]}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {task.deadline ? t.deadline(at(task.deadline)) : t.noDeadline}
              </Text>
              {task.closed ? (
                <Text fontSize="sm" color="brand.600">
                  {t.closed}
                </Text>
              ) : null}
            </HStack>
            <Text whiteSpace="pre-wrap" fontSize="sm">
              {task.description}
            </Text>
            {task.review ? (
              <Box borderLeftWidth="4px" borderLeftColor="brand.600" bg="brand.50" p="3" borderRadius="md" data-testid="task-review">
                <Text fontWeight="semibold">{t.states[task.review.state]}</Text>
                {task.review.comment ? <Text whiteSpace="pre-wrap">{task.review.comment}</Text> : null}
                <Text
                  fontSize="xs"
                  color="fg.muted"
                >{`${task.review.reviewer}${task.review.reviewedAt ? ` · ${at(task.review.reviewedAt)}` : ''}`}</Text>
              </Box>
            ) : null}
            <TaskWork key={task.id} task={task} />
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
