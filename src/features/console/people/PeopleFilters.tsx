import { HStack } from '@chakra-ui/react';
import { OrganiserApi } from '@/api/organiser';
import { UserApi } from '@/api/user';
import { SearchBox } from '@/components/SearchBox';
import { FilterSelect } from '../FilterSelect';
import type { PeopleFilter } from './peopleParams';
import { peopleTexts as t } from './texts';

const idOf = (v: string) => (v ? Number(v) : null);
const valueOf = (id: number | null) => (id === null ? '' : String(id));

/**
 * The list's filters: a keyword (name or account), an org unit of the caller's scope (shown when
 * there is more than one), identity and training stage (the learner side's pick lists), status.
 */
export function PeopleFilters({ filter, onChange }: { filter: PeopleFilter; onChange: (next: Partial<PeopleFilter>) => void }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  const identities = UserApi.useIdentityListQuery();
  const stages = UserApi.useStageListQuery();
  const phases = UserApi.usePhaselistQuery();
  // several phases have a term of the same name (第一阶段): say whose
  const phaseName = new Map((phases.data ?? []).map((p) => [p.id, p.name]));
  const scope = units.data ?? [];
  return (
    <HStack gap="3" wrap="wrap" mb="3" align="center">
      <SearchBox
        key={filter.keyword}
        keyword={filter.keyword}
        onSearch={(k) => onChange({ keyword: k })}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      {scope.length > 1 ? (
        <FilterSelect label={t.branch} value={valueOf(filter.branchId)} onChange={(v) => onChange({ branchId: idOf(v) })}>
          <option value="">{t.allBranches}</option>
          {scope.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      <FilterSelect label={t.identity} value={valueOf(filter.identityId)} onChange={(v) => onChange({ identityId: idOf(v) })}>
        <option value="">{t.allIdentities}</option>
        {(identities.data ?? []).map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t.stage} value={valueOf(filter.stageId)} onChange={(v) => onChange({ stageId: idOf(v) })}>
        <option value="">{t.allStages}</option>
        {(stages.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {`${phaseName.get(s.phaseId) ?? ''} ${s.name}`.trim()}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t.status}
        value={filter.status === null ? '' : String(filter.status)}
        onChange={(v) => onChange({ status: v === '1' ? 1 : v === '0' ? 0 : null })}
      >
        <option value="">{t.allStatus}</option>
        <option value="1">{t.active}</option>
        <option value="0">{t.disabled}</option>
      </FilterSelect>
    </HStack>
  );
}
