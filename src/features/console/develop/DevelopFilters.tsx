import { HStack } from '@chakra-ui/react';
import { STAGE_NAMES, STAGE_ORDER, type DevelopStage } from '@contract/develop';
import { DEVELOP_STEPS } from '@contract/developSteps';
import { OrganiserApi } from '@/api/organiser';
import { SearchBox } from '@/components/SearchBox';
import { FilterSelect } from '../FilterSelect';
import { UnitOptions } from '../UnitOptions';
import type { DevelopFilter } from './developParams';
import { developTexts as t } from './texts';

const idOf = (v: string) => (v ? Number(v) : null);
const valueOf = (id: number | null) => (id === null ? '' : String(id));

/** The list's filters: a keyword, a unit of the caller's scope (when there is more than one), identity, 下一步. */
export function DevelopFilters({ filter, onChange }: { filter: DevelopFilter; onChange: (next: Partial<DevelopFilter>) => void }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  return (
    <HStack gap="3" wrap="wrap" mb="3" align="center">
      <SearchBox
        key={filter.keyword}
        keyword={filter.keyword}
        onSearch={(k) => onChange({ keyword: k })}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      {(units.data ?? []).length > 1 ? (
        <FilterSelect label={t.branch} value={valueOf(filter.branchId)} onChange={(v) => onChange({ branchId: idOf(v) })}>
          <option value="">{t.allBranches}</option>
          <UnitOptions units={units.data} />
        </FilterSelect>
      ) : null}
      <FilterSelect label={t.stage} value={filter.stage ?? ''} onChange={(v) => onChange({ stage: v ? (v as DevelopStage) : null })}>
        <option value="">{t.allStages}</option>
        {STAGE_ORDER.map((s) => (
          <option key={s} value={s}>
            {STAGE_NAMES[s]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t.nextStep} value={valueOf(filter.step)} onChange={(v) => onChange({ step: idOf(v) })}>
        <option value="">{t.allSteps}</option>
        {DEVELOP_STEPS.map((s) => (
          <option key={s.no} value={s.no}>
            {t.stepOption(s.no, s.name)}
          </option>
        ))}
      </FilterSelect>
    </HStack>
  );
}
