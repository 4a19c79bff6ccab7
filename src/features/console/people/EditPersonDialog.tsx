import { useState } from 'react';
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import type { Req } from '@contract/index';
import { toastRequested } from '@/api/apiEvents';
import { OrganiserApi } from '@/api/organiser';
import { RosterApi } from '@/api/roster';
import { UserApi } from '@/api/user';
import { FormError } from '@/components/FormError';
import { useAppDispatch } from '@/store/hooks';
import type { RosterPerson } from './personActionTypes';
import { rosterTexts as t } from './rosterTexts';

const idOrNull = (v: string) => (v === '' ? null : Number(v));
const str = (v: number | null) => (v === null ? '' : String(v));

/** Only what differs from the person as shown: the server answers 10002 to a change of nothing. */
export function editBody(person: RosterPerson, form: { name: string; identityId: string; branchId: string; stageId: string }) {
  const body: Req<'roster', 'edit'> = { id: person.id };
  if (form.name.trim() !== person.name) body.name = form.name.trim();
  if (form.identityId !== str(person.identityId) && form.identityId !== '') body.identityId = Number(form.identityId);
  if (form.branchId !== str(person.branchId) && form.branchId !== '') body.branchId = Number(form.branchId);
  if (form.stageId !== str(person.stageId)) body.stageId = idOrNull(form.stageId);
  return body;
}

/** 修改资料: 姓名, 身份, 党支部 (of the organiser's scope) and 培训阶段; a refusal keeps what was typed. */
export function EditPersonDialog({ person, onClose, onSaved }: { person: RosterPerson; onClose: () => void; onSaved: () => void }) {
  const identities = UserApi.useIdentityListQuery();
  const units = OrganiserApi.useScopeUnitsQuery();
  const phases = UserApi.usePhaselistQuery();
  const stages = UserApi.useStageListQuery({});
  const [edit, state] = RosterApi.useEditMutation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({
    name: person.name,
    identityId: str(person.identityId),
    branchId: str(person.branchId),
    stageId: str(person.stageId),
  });
  const [nameProblem, setNameProblem] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const branches = (units.data ?? []).filter((u) => u.kind === '党支部');
  const phaseName = new Map((phases.data ?? []).map((p) => [p.id, p.name]));
  const listsFailed = identities.isError || units.isError || stages.isError;

  const save = async () => {
    setFailure(null);
    if (!form.name.trim()) return setNameProblem(t.nameRequired);
    setNameProblem('');
    try {
      await edit(editBody(person, form)).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.saved }));
      onSaved();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !state.isLoading && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.editTitle(person.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form aria-label={t.edit} noValidate onSubmit={(e) => e.preventDefault()}>
                <Stack gap="3">
                  <Field.Root required invalid={Boolean(nameProblem)}>
                    <Field.Label>{t.name}</Field.Label>
                    <Input name="name" maxLength={20} value={form.name} onChange={set('name')} />
                    {nameProblem ? <Field.ErrorText>{nameProblem}</Field.ErrorText> : null}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t.identity}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="identityId" value={form.identityId} onChange={set('identityId')}>
                        <option value="">{t.choose}</option>
                        {(identities.data ?? []).map((i) => (
                          <option key={i.id} value={i.id}>
                            {i.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t.branch}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="branchId" value={form.branchId} onChange={set('branchId')}>
                        <option value="">{t.choose}</option>
                        {branches.map((u) => (
                          <option key={u.id} value={u.id}>
                            {u.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t.stage}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="stageId" value={form.stageId} onChange={set('stageId')}>
                        <option value="">{t.noStage}</option>
                        {(stages.data ?? []).map((s) => (
                          <option key={s.id} value={s.id}>
                            {[phaseName.get(s.phaseId), s.name].filter(Boolean).join(' / ')}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {listsFailed ? <Text color="brand.600">{t.listsFailed}</Text> : null}
                  <FormError error={failure} />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={state.isLoading}>
                {t.cancel}
              </Button>
              <Button colorPalette="brand" onClick={() => void save()} loading={state.isLoading} loadingText={t.saving}>
                {t.save}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
