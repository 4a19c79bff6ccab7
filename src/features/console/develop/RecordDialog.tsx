import { useId, useState } from 'react';
import { Button, Dialog, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { STEP_NUMBER_MAX, STEP_PERSON_MAX, STEP_TEXT_MAX, type DevelopStepDef, type StepField } from '@contract/developSteps';
import type { Res } from '@contract/index';
import { DevelopRecordApi } from '@/api/developRecord';
import { DialogFrame } from '@/components/DialogFrame';
import { FormError } from '@/components/FormError';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { beijingDay } from '../beijingTime';
import { typedLength } from '../typedLength';
import { stepBodyOf, stepFormOf, validateStep, type StepForm } from './recordForm';
import { developTexts } from './texts';

const t = developTexts.form;

export type RecordResult = Res<'developRecord', 'record'>;
export interface RecordTarget {
  userId: number;
  name: string;
}

/** the unsent record's copy on this computer: per organiser, person (or the batch) and step */
export const recordMirrorKey = (organiserId: number, who: number | 'batch', stepNo: number) =>
  `${organiserId}:console:develop:${who}:${stepNo}`;

function FieldInput({ field, value, onChange }: { field: StepField; value: string; onChange: (v: string) => void }) {
  if (field.kind === 'text') return <Textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} />;
  if (field.kind === 'number') return <Input inputMode="numeric" maxW="160px" value={value} onChange={(e) => onChange(e.target.value)} />;
  return <Input maxLength={STEP_PERSON_MAX} maxW={{ md: '240px' }} value={value} onChange={(e) => onChange(e.target.value)} />;
}

function RecordForm({
  def,
  people,
  mirrorKey,
  onClose,
  onRecorded,
}: {
  def: DevelopStepDef;
  people: RecordTarget[];
  mirrorKey: string;
  onClose: () => void;
  onRecorded: (result: RecordResult) => void;
}) {
  const formId = useId();
  const today = beijingDay(new Date());
  const draft = useFormDraft<StepForm>(mirrorKey, stepFormOf(def, today));
  const f = draft.values;
  const [record, saving] = DevelopRecordApi.useRecordMutation();
  const [tried, setTried] = useState(false);
  // the server's refusal, in its words, beside what was typed
  const [failure, setFailure] = useState<unknown>(null);
  const errors = tried ? validateStep(def, f, today) : {};
  const change = (patch: Partial<StepForm>) => {
    setFailure(null);
    draft.change(patch);
  };
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(validateStep(def, f, today)).length) return;
    const at = draft.sending();
    try {
      const userIds = people.map((p) => p.userId);
      const result = await record(stepBodyOf(def, userIds, f)).unwrap();
      // nobody recorded: the server's reasons stay beside what was typed
      if (result.recorded.length === 0 && result.refused.length > 0) {
        const reasons = result.refused.map((r) => (people.length > 1 ? developTexts.refusedLine(r.name, r.message) : r.message));
        setFailure({ message: reasons.join('；') });
        return;
      }
      draft.sent(at);
      onRecorded(result);
    } catch (e) {
      setFailure(e);
    }
  };
  return (
    <>
      <Dialog.Body>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <RestoredNotice shown={draft.restored} text={t.restored} />
            {people.length > 1 ? (
              <Text fontSize="sm" color="fg.muted" data-testid="record-people">
                {developTexts.batchFor(people.map((p) => p.name).join('、'))}
              </Text>
            ) : null}
            <Field.Root required invalid={Boolean(errors.doneOn)} maxW={{ md: '240px' }}>
              <Field.Label>
                {def.dateLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" min="1990-01-01" max={today} value={f.doneOn} onChange={(e) => change({ doneOn: e.target.value })} />
              {errors.doneOn ? <Field.ErrorText>{errors.doneOn}</Field.ErrorText> : null}
            </Field.Root>
            {def.fields.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t.noFields}
              </Text>
            ) : null}
            {def.fields.map((field) => {
              const value = f.fields[field.key] ?? '';
              return (
                <Field.Root key={field.key} required={field.required} invalid={Boolean(errors[field.key])}>
                  <Field.Label>
                    {field.label}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <FieldInput field={field} value={value} onChange={(v) => change({ fields: { ...f.fields, [field.key]: v } })} />
                  {errors[field.key] ? (
                    <Field.ErrorText>{errors[field.key]}</Field.ErrorText>
                  ) : field.kind === 'text' ? (
                    <Field.HelperText>{t.chars(typedLength(value), STEP_TEXT_MAX)}</Field.HelperText>
                  ) : field.kind === 'number' ? (
                    <Field.HelperText>{t.numberRange(STEP_NUMBER_MAX)}</Field.HelperText>
                  ) : null}
                </Field.Root>
              );
            })}
            <FormError error={failure} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving.isLoading} minH={{ base: '44px', md: 'auto' }}>
          {t.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={saving.isLoading}
          loadingText={t.submitting}
          minH={{ base: '44px', md: 'auto' }}
        >
          {t.submit}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * Records one step for one person or a batch: the step's date (its dateLabel, today in Beijing at
 * first, never later) and its own fields. What is typed is kept on this computer until the server
 * has it (useFormDraft), so a refusal, a closed dialog or an expired login loses nothing.
 */
export function RecordDialog({
  def,
  people,
  mirrorKey,
  title,
  onClose,
  onRecorded,
}: {
  /** null: closed */
  def: DevelopStepDef | null;
  people: RecordTarget[];
  mirrorKey: string;
  title: string;
  onClose: () => void;
  onRecorded: (result: RecordResult) => void;
}) {
  return (
    <DialogFrame
      open={def !== null}
      onClose={onClose}
      title={title}
      size="md"
      closeLabel={developTexts.close}
      contentTestId="record-dialog"
    >
      {def ? (
        <RecordForm key={mirrorKey} def={def} people={people} mirrorKey={mirrorKey} onClose={onClose} onRecorded={onRecorded} />
      ) : null}
    </DialogFrame>
  );
}
