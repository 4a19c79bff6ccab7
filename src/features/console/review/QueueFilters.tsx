import { HStack } from '@chakra-ui/react';
import { REVIEW_STATES, type ReviewState } from '@contract/review';
import { OrganiserApi } from '@/api/organiser';
import { SearchBox } from '@/components/SearchBox';
import { FilterSelect } from '../FilterSelect';
import { reviewTexts as t } from '../texts';
import type { QueueFilter } from './queueParams';

const BRANCH_KIND = '党支部';

/** The queue's filters: state (待审核 by default), a keyword (name / account / title) and a 党支部 in scope. */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (next: Partial<QueueFilter>) => void }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  const branches = (units.data ?? []).filter((u) => u.kind === BRANCH_KIND);
  return (
    <HStack gap="3" wrap="wrap" mb="3" align="center">
      <FilterSelect label={t.stateLabel} value={filter.state} onChange={(v) => onChange({ state: v as ReviewState })}>
        {REVIEW_STATES.map((s) => (
          <option key={s} value={s}>
            {t.states[s]}
          </option>
        ))}
      </FilterSelect>
      {branches.length > 1 ? (
        <FilterSelect
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
        </FilterSelect>
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
