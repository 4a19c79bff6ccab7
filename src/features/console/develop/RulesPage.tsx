import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Badge, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { GATE_LIMITS, type GateKind, type GateRule } from '@contract/developRecord';
import type { Req } from '@contract/index';
import { toastRequested } from '@/api/apiEvents';
import { DevelopRecordApi } from '@/api/developRecord';
import { errorMessage } from '@/api/errors';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { useAppDispatch } from '@/store/hooks';
import { hasRole } from '../access';
import { formatBeijing } from '../beijingTime';
import { useConsole } from '../layout/consoleContext';
import { stackedCell as cell } from '../stackedTable';
import { developTexts, ruleTexts as t } from './texts';

type Unit = keyof typeof GATE_LIMITS;

/** the numbers a rule of each kind has: a time rule its months, the class its 学时 and days */
const UNITS: Record<GateKind, Unit[]> = {
  after: ['months'],
  within: ['months'],
  reports: [],
  training: ['hours', 'days'],
  classExam: [],
  document: [],
};

const valid = (unit: Unit, v: string) => /^\d{1,3}$/.test(v) && Number(v) >= GATE_LIMITS[unit].min && Number(v) <= GATE_LIMITS[unit].max;

/** A rule's numbers as inputs with 保存 (the 校级 organiser only); the server answers with the rule as it now reads. */
function RuleNumbers({ rule }: { rule: GateRule }) {
  const units = UNITS[rule.kind];
  const [values, setValues] = useState<Record<Unit, string>>({
    months: String(rule.months),
    hours: String(rule.hours),
    days: String(rule.days),
  });
  const [error, setError] = useState('');
  const [update, saving] = DevelopRecordApi.useUpdateRuleMutation();
  const dispatch = useAppDispatch();
  const step = developTexts.step(rule.stepNo, rule.stepName);
  const changed = units.some((u) => values[u] !== String(rule[u]));
  const bad = units.find((u) => !valid(u, values[u]));
  const save = async () => {
    setError('');
    const body: Req<'developRecord', 'updateRule'> = { id: rule.id };
    for (const u of units) body[u] = Number(values[u]);
    try {
      await update(body).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.saved(step) }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="1" mt="2">
      <HStack gap="2" wrap="wrap">
        {units.map((u) => (
          <HStack key={u} gap="1">
            <Input
              size="sm"
              w="72px"
              minH={{ base: '44px', md: 'auto' }}
              inputMode="numeric"
              aria-label={t.numberLabel(step, t.names[u])}
              aria-invalid={!valid(u, values[u])}
              value={values[u]}
              onChange={(e) => {
                setError('');
                setValues((v) => ({ ...v, [u]: e.target.value.trim() }));
              }}
            />
            <Text fontSize="sm">{t.units[u]}</Text>
          </HStack>
        ))}
        <Button
          size="sm"
          colorPalette="brand"
          minH={{ base: '44px', md: 'auto' }}
          disabled={!changed || bad !== undefined}
          loading={saving.isLoading}
          onClick={() => void save()}
        >
          {t.save}
        </Button>
      </HStack>
      {bad ? (
        <Text fontSize="xs" color="brand.600">
          {t.badNumber(t.names[bad], GATE_LIMITS[bad].min, GATE_LIMITS[bad].max)}
        </Text>
      ) : null}
      {error ? (
        <Text fontSize="sm" color="brand.600" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/develop/rules: the gates and time limits between the steps, as data: each rule's step,
 * kind, sentence and basis in the 细则, and who changed it last. The 校级 organiser may change a
 * rule's months, 学时 or days here; everyone else reads them. On a phone each rule is a card.
 */
export default function RulesPage() {
  const { grants } = useConsole();
  const editable = hasRole(grants, ['school']);
  const rules = DevelopRecordApi.useRulesQuery();
  return (
    <PageCard
      title={t.heading}
      actions={
        <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={consolePaths.adminDevelop()}>{t.back}</RouterLink>
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.hint}
        {editable ? null : ` ${t.schoolOnly}`}
      </Text>
      <QueryState query={rules} emptyText={t.empty} skeletonRows={6}>
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="develop-rules" display={{ base: 'block', md: 'table' }}>
              <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
                <Table.Row>
                  <Table.ColumnHeader whiteSpace="nowrap">{t.heads.step}</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">{t.heads.kind}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.heads.label}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.heads.basis}</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">{t.heads.updated}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
                {list.map((r) => (
                  <Table.Row
                    key={r.id}
                    data-testid="rule-row"
                    display={{ base: 'block', md: 'table-row' }}
                    borderBottomWidth={{ base: '1px', md: '0' }}
                    py={{ base: '2', md: '0' }}
                  >
                    <Table.Cell minW={{ md: '150px' }} fontWeight="medium" {...cell.text}>
                      {developTexts.step(r.stepNo, r.stepName)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" {...cell.text}>
                      <Badge variant="outline">{t.kinds[r.kind]}</Badge>
                    </Table.Cell>
                    <Table.Cell minW={{ md: '300px' }} {...cell.text}>
                      <Text>{r.label}</Text>
                      {/* keyed by the rule's last change: a saved rule shows the server's numbers again */}
                      {editable && UNITS[r.kind].length > 0 ? <RuleNumbers key={`${r.id}:${r.updatedAt ?? ''}`} rule={r} /> : null}
                    </Table.Cell>
                    <Table.Cell minW={{ md: '260px' }} fontSize="xs" color="fg.muted" {...cell.text}>
                      {r.basis}
                    </Table.Cell>
                    <Table.Cell whiteSpace={{ md: 'nowrap' }} fontSize="xs" color="fg.muted" {...cell.text}>
                      {r.updatedAt ? t.updated(r.updatedBy, formatBeijing(r.updatedAt)) : t.neverUpdated}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </QueryState>
    </PageCard>
  );
}
