import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { REVIEW_STATES, type ReviewState } from '@contract/review';
import { OrganiserApi } from '@/api/organiser';
import { SearchBox } from '@/components/SearchBox';
import { reviewTexts as t } from '../texts';
import type { QueueFilter } from './queueParams';

const BRANCH_KIND = '党支部';

/** A labelled native select (state, branch). */
function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <HStack gap="2">
      <Text as="label" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
        <NativeSelect.Root size="sm" w="auto" display="inline-flex" ms="2" bg="white">
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
            {children}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Text>
    </HStack>
  );
}

/** The queue's filters: state (待审核 by default), a keyword (name / account / title) and a 党支部 in scope. */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (next: Partial<QueueFilter>) => void }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  const branches = (units.data ?? []).filter((u) => u.kind === BRANCH_KIND);
  return (
    <HStack gap="3" wrap="wrap" mb="3" align="center">
      <Select label={t.stateLabel} value={filter.state} onChange={(v) => onChange({ state: v as ReviewState })}>
        {REVIEW_STATES.map((s) => (
          <option key={s} value={s}>
            {t.states[s]}
          </option>
        ))}
      </Select>
      {branches.length > 1 ? (
        <Select
          label={t.branchLabel}
          value={filter.branchId === null ? '' : String(filter.branchId)}
          onChange={(v) => onChange({ branchId: v ? Number(v) : null })}
        >
          <option value="">{t.allBranches}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      ) : null}
      <SearchBox
        key={filter.keyword}
        keyword={filter.keyword}
        onSearch={(k) => onChange({ keyword: k })}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
    </HStack>
  );
}
