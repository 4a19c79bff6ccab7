import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, HStack, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { VoteDetail } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { errorMessage } from '@/api/errors';
import { VoteBadges, voteWindow } from './VoteList';
import { VoteResultsView } from './VoteResultsView';
import { orgActTexts as t } from './texts';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';
import { DialogFrame } from '@/components/DialogFrame';

export type VoteView = 'ballot' | 'results';

function ItemText({ name, intro }: { name: string; intro: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      {intro ? (
        <Text fontSize="xs" color="fg.muted">
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The choices as radios (single) or checkboxes held to maxChoices (multiple). */
function Choices({ detail, picked, onChange }: { detail: VoteDetail; picked: number[]; onChange: (ids: number[]) => void }) {
  const { vote, items } = detail;
  if (vote.mode === 'single') {
    return (
      <RadioGroup.Root
        name={`vote-${vote.id}`}
        value={picked.length ? String(picked[0]) : null}
        onValueChange={(e) => onChange(e.value ? [Number(e.value)] : [])}
      >
        <Stack gap="3">
          {items.map((item) => (
            <RadioGroup.Item key={item.id} value={String(item.id)} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <ItemText name={item.name} intro={item.intro} />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    );
  }
  const full = picked.length >= vote.maxChoices;
  return (
    <Stack gap="3">
      {items.map((item) => {
        const checked = picked.includes(item.id);
        return (
          <Checkbox.Root
            key={item.id}
            alignItems="flex-start"
            checked={checked}
            disabled={!checked && full}
            onCheckedChange={(e) => onChange(e.checked ? [...picked, item.id] : picked.filter((id) => id !== item.id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <ItemText name={item.name} intro={item.intro} />
            </Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Stack>
  );
}

/** A vote: its description, the ballot (then 已投票) or the results. */
export function VoteDialog({
  voteId,
  view,
  onView,
  onClose,
}: {
  voteId: number | null;
  view: VoteView;
  onView: (v: VoteView) => void;
  onClose: () => void;
}) {
  const query = OrgActApi.useVoteItemListQuery({ voteId: voteId ?? 0 }, { skip: voteId === null });
  const detail = query.currentData && query.currentData.vote.id === voteId ? query.currentData : null;
  const [cast, casting] = OrgActApi.useVoteResultMutation();
  const [picked, setPicked] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);

  const close = () => {
    setPicked([]);
    setConfirming(false);
    setNotice(null);
    onClose();
  };
  const submit = async (id: number) => {
    setNotice(null);
    try {
      await cast({ voteId: id, itemIds: picked }).unwrap();
      setNotice({ ok: true, text: t.voteDone });
      setPicked([]);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
    setConfirming(false);
  };

  const vote = detail?.vote;
  const canVote = !!vote && vote.state === 'open' && vote.eligible && !vote.voted;
  const chosenNames = detail
    ? detail.items
        .filter((i) => detail.myChoices.includes(i.id))
        .map((i) => i.name)
        .join('、')
    : '';

  return (
    <DialogFrame open={voteId !== null} onClose={close} title={vote ? vote.title : t.vote}>
      <Dialog.Body>
        {query.isError ? (
          <Text color="brand.600">{errorMessage(query.error)}</Text>
        ) : !detail || !vote ? (
          <Spinner size="sm" />
        ) : (
          <Stack gap="3" fontSize="sm" data-testid="vote-detail">
            <VoteBadges vote={vote} />
            <Text color="fg.muted">{voteWindow(vote)}</Text>
            {vote.description ? (
              <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
                {vote.description}
              </Text>
            ) : null}
            {view === 'results' ? (
              <VoteResultsView vote={vote} />
            ) : (
              <>
                <Text fontWeight="semibold" data-testid="vote-hint">
                  {/* the count of picks only beside a ballot being filled in: after voting it read 已选 0 项 above 我的选择 */}
                  {!canVote
                    ? vote.mode === 'single'
                      ? t.singleRule
                      : t.multipleRule(vote.maxChoices)
                    : vote.mode === 'single'
                      ? t.singleHint
                      : t.multipleHint(vote.maxChoices, picked.length)}
                </Text>
                {!vote.eligible && vote.eligibleIdentities.length > 0 ? (
                  <Text color="fg.muted">{t.onlyFor(vote.eligibleIdentities.join('、'))}</Text>
                ) : null}
                {vote.state === 'upcoming' ? <Text color="fg.muted">{t.notStarted}</Text> : null}
                {canVote ? (
                  <Choices
                    detail={detail}
                    picked={picked}
                    onChange={(ids) => {
                      setPicked(ids);
                      setConfirming(false);
                    }}
                  />
                ) : (
                  <Stack gap="2" as="ul" m="0" pl="4">
                    {detail.items.map((item) => (
                      <li key={item.id}>
                        <ItemText name={item.name} intro={item.intro} />
                      </li>
                    ))}
                  </Stack>
                )}
                {vote.voted ? (
                  <Text fontWeight="semibold" color="green.700" data-testid="my-ballot">
                    {`${t.voted}。${vote.anonymous ? t.anonymousChoice : t.myChoices(chosenNames)}`}
                  </Text>
                ) : null}
                {confirming ? (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{t.confirmVote}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </>
            )}
            <OutcomeNotice outcome={notice} />
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2">
          <Button variant="outline" onClick={close}>
            {t.close}
          </Button>
          {vote && view === 'ballot' && vote.state !== 'upcoming' ? (
            <Button variant="outline" onClick={() => onView('results')}>
              {t.results}
            </Button>
          ) : null}
          {vote && view === 'results' && canVote ? (
            <Button variant="outline" colorPalette="brand" onClick={() => onView('ballot')}>
              {t.vote}
            </Button>
          ) : null}
          {vote && view === 'ballot' && canVote && !confirming ? (
            <Button colorPalette="brand" disabled={picked.length === 0} onClick={() => setConfirming(true)}>
              {t.submitVote}
            </Button>
          ) : null}
          {vote && view === 'ballot' && canVote && confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t.back}
              </Button>
              <Button colorPalette="brand" loading={casting.isLoading} onClick={() => void submit(vote.id)}>
                {t.confirm}
              </Button>
            </>
          ) : null}
        </HStack>
      </Dialog.Footer>
    </DialogFrame>
  );
}
