import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { ACTION_TEXT_MAX, CUSTOM_LINK, LINK_PRESETS, type ComposeForm, type FormErrors } from './composeForm';
import { beijingInputValue } from '../beijingTime';
import { messagesTexts as t } from './texts';

type LinkPart = Pick<ComposeForm, 'dueAt' | 'link' | 'customLink' | 'actionText'>;

/**
 * A to-do's deadline (Beijing time) and the page that completes it; a notice may carry a link too.
 * The button text falls back to the server's default (去完成 / 查看).
 */
export function LinkFields({
  form,
  errors,
  now,
  onChange,
}: {
  form: ComposeForm;
  errors: FormErrors;
  now: Date;
  onChange: (patch: Partial<LinkPart>) => void;
}) {
  const todo = form.kind === 'todo';
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {todo ? (
        <Field.Root required invalid={Boolean(errors.dueAt)}>
          <Field.Label>
            {t.due_}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="datetime-local"
            min={beijingInputValue(now)}
            value={form.dueAt}
            onChange={(e) => onChange({ dueAt: e.target.value })}
          />
          {errors.dueAt ? <Field.ErrorText>{errors.dueAt}</Field.ErrorText> : <Field.HelperText>{t.dueHint}</Field.HelperText>}
        </Field.Root>
      ) : null}
      <Field.Root required={todo} invalid={Boolean(errors.link)}>
        <Field.Label>
          {t.link}
          {todo ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.link} minH={{ base: '44px', md: 'auto' }} onChange={(e) => onChange({ link: e.target.value })}>
            <option value="">{t.linkNone}</option>
            {LINK_PRESETS.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM_LINK}>{t.linkCustom}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.link && form.link !== CUSTOM_LINK ? <Field.ErrorText>{errors.link}</Field.ErrorText> : null}
      </Field.Root>
      {form.link === CUSTOM_LINK ? (
        <Field.Root required invalid={Boolean(errors.link)}>
          <Field.Label>{t.customLink}</Field.Label>
          <Input value={form.customLink} maxLength={200} onChange={(e) => onChange({ customLink: e.target.value })} />
          {errors.link ? <Field.ErrorText>{errors.link}</Field.ErrorText> : <Field.HelperText>{t.customLinkHint}</Field.HelperText>}
        </Field.Root>
      ) : null}
      {form.link ? (
        <Field.Root invalid={Boolean(errors.actionText)}>
          <Field.Label>{t.actionText}</Field.Label>
          <Input value={form.actionText} maxLength={ACTION_TEXT_MAX} onChange={(e) => onChange({ actionText: e.target.value })} />
          {errors.actionText ? (
            <Field.ErrorText>{errors.actionText}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.actionTextHint(todo ? '去完成' : '查看')}</Field.HelperText>
          )}
        </Field.Root>
      ) : null}
    </SimpleGrid>
  );
}
