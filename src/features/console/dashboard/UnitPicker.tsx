import { NativeSelect, Text } from '@chakra-ui/react';
import { OrganiserApi } from '@/api/organiser';
import { UnitOptions } from '../UnitOptions';
import { dashboardTexts as t } from './texts';

/** The unit the figures are about: the whole scope, or one 党委 / 党总支 / 党支部 inside it (shown as a tree). */
export function UnitPicker({ value, onChange }: { value: number | undefined; onChange: (orgId: number | undefined) => void }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  return (
    <Text as="label" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2" maxW="full">
      <Text as="span" whiteSpace="nowrap">
        {t.unitLabel}
      </Text>
      <NativeSelect.Root size="sm" w={{ base: 'full', md: '280px' }} bg="white" minW="0">
        <NativeSelect.Field
          aria-label={t.unitLabel}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{t.wholeScope}</option>
          <UnitOptions units={units.data} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Text>
  );
}
