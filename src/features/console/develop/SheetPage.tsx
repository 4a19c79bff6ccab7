import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Fragment } from 'react';
import { Box, Button, chakra, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { DevelopPerson } from '@contract/developRecord';
import { PHASE_NAMES } from '@contract/developSteps';
import { DevelopRecordApi } from '@/api/developRecord';
import { QueryState } from '@/components/ListStates';
import { routeId } from '@/lib/routeId';
import { developTexts, sheetTexts as t } from './texts';
import './sheet.css';

/** a form's ruled cells: black lines on screen as on paper; a wide table scrolls in its box on a phone */
const RULED = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { border: '1px solid', borderColor: 'gray.800', px: '2', py: '1.5', verticalAlign: 'top', textAlign: 'left' },
  '& th': { fontWeight: 'semibold', whiteSpace: 'nowrap' },
} as const;

function InfoTable({ person: p }: { person: DevelopPerson }) {
  const rows: Array<[string, string, string, string]> = [
    [t.info.name, p.name, t.info.gender, p.gender],
    [t.info.nation, p.nation, t.info.birthday, p.birthday ?? ''],
    [t.info.education, p.education, t.info.account, p.account],
    [t.info.branch, p.branchName, t.info.stage, p.stageName],
  ];
  return (
    <Box className="sheet-scroll" overflowX="auto">
      <chakra.table css={RULED} minW="480px" data-testid="sheet-info">
        <tbody>
          {rows.map(([k1, v1, k2, v2]) => (
            <tr key={k1}>
              <chakra.th w="16%">{k1}</chakra.th>
              <chakra.td w="34%">{v1}</chakra.td>
              <chakra.th w="16%">{k2}</chakra.th>
              <chakra.td w="34%">{v2}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** The 25 steps under a row for each phase; a step not yet recorded keeps its cells blank, to be filled in by hand. */
function StepsTable({ person: p }: { person: DevelopPerson }) {
  return (
    <Box className="sheet-scroll" overflowX="auto">
      <chakra.table css={RULED} minW="720px" data-testid="sheet-steps">
        <thead>
          <tr>
            <chakra.th w="20%">{t.heads.step}</chakra.th>
            <chakra.th w="13%">{t.heads.date}</chakra.th>
            <chakra.th w="37%">{t.heads.content}</chakra.th>
            <chakra.th w="18%">{t.heads.handledBy}</chakra.th>
            <chakra.th w="12%">{t.heads.recordedBy}</chakra.th>
          </tr>
        </thead>
        <tbody>
          {PHASE_NAMES.map((phase, i) => (
            <Fragment key={phase}>
              <tr className="sheet-phase" data-testid="sheet-phase">
                <chakra.td colSpan={5} fontWeight="bold" bg="gray.50">
                  {developTexts.phaseTitle(i + 1, phase)}
                </chakra.td>
              </tr>
              {p.steps
                .filter((s) => s.phase === i + 1)
                .map((s) => {
                  const done = s.state === 'done';
                  return (
                    <tr key={s.no} data-testid="sheet-step">
                      <td>{developTexts.step(s.no, s.name)}</td>
                      <chakra.td whiteSpace="nowrap">{done ? s.doneOn : ''}</chakra.td>
                      <chakra.td css={{ overflowWrap: 'anywhere' }}>
                        {done ? s.fields.map((f) => <Text key={f.key}>{developTexts.field(f.label, f.value)}</Text>) : null}
                      </chakra.td>
                      <td>{done ? s.handledBy : ''}</td>
                      <td>{done ? s.recordedBy : ''}</td>
                    </tr>
                  );
                })}
            </Fragment>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Signature({ label }: { label: string }) {
  return (
    <Stack gap="6">
      <Text>
        {label}
        <Box as="span" display="inline-block" w="8em" borderBottomWidth="1px" borderColor="gray.800" />
      </Text>
      <Text textAlign="right">{t.signDate}</Text>
    </Stack>
  );
}

function Sheet({ person: p }: { person: DevelopPerson }) {
  return (
    <Box
      as="article"
      className="develop-sheet"
      bg="white"
      borderRadius="md"
      boxShadow="xs"
      p={{ base: '3', md: '8' }}
      fontSize="sm"
      color="black"
      data-testid="develop-sheet"
    >
      <Heading as="h1" size="lg" textAlign="center" mb="4">
        {t.title(p.schoolName)}
      </Heading>
      <Stack gap="4">
        <InfoTable person={p} />
        <StepsTable person={p} />
        <Grid className="sheet-signs" templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" pt="4" data-testid="sheet-signs">
          <Signature label={t.signBranch} />
          <Signature label={t.signCommittee} />
        </Grid>
      </Stack>
    </Box>
  );
}

/**
 * /admin/develop/:userId/sheet: the 《发展党员全程记实表》 of one person for the archive: who they
 * are, the 25 steps as recorded (blank where not yet), signature lines; printed on A4 (sheet.css)
 * without the console around it.
 */
export default function SheetPage() {
  const userId = routeId(useParams().userId);
  const person = DevelopRecordApi.usePersonQuery(userId ? { userId } : skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="4" minW="0">
      <HStack className="no-print" justify="space-between" wrap="wrap" gap="2">
        <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={userId ? consolePaths.adminDevelopPerson(userId) : consolePaths.adminDevelop()}>{t.back}</RouterLink>
        </Button>
        <Button size="sm" colorPalette="brand" minH={{ base: '44px', md: 'auto' }} disabled={!person.data} onClick={() => window.print()}>
          {t.print}
        </Button>
      </HStack>
      <QueryState query={person} invalid={userId ? undefined : developTexts.badId} refusal={{}} skeletonRows={10} isEmpty={() => false}>
        {(p) => <Sheet person={p} />}
      </QueryState>
    </Stack>
  );
}
