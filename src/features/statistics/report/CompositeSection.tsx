import { Box, Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { SimpleTable } from '@/components/SimpleTable';
import { ReportSection } from './ReportSection';
import { reportTexts as t } from './texts';

const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

/** 综合成绩: each part's weight, completion and points (a part the stage does not ask for: 本期无要求) and the formula. */
export function CompositeSection({ composite }: { composite: StageReport['composite'] }) {
  return (
    <ReportSection
      title={t.composite}
      aside={
        <Text fontWeight="semibold" color="brand.600">
          {t.scoreValue(composite.score)}
        </Text>
      }
    >
      <SimpleTable
        testId="report-composite"
        heads={[t.part, t.weight, t.rate, t.points]}
        rows={composite.parts.map((p) => ({
          key: p.key,
          cells: [p.label, String(p.weight), p.applies ? percent(p.rate) : t.notRequired, p.applies ? String(p.points) : t.none],
        }))}
      />
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="report-formula">
        {t.formula}：{composite.formula}
      </Text>
    </ReportSection>
  );
}

/** 尚缺 (还需完成 while the period runs): what still stands between the learner and graduation, in user/graduation's words. */
export function MissingSection({ missing, ongoing }: { missing: string[]; ongoing: boolean }) {
  return (
    <ReportSection title={ongoing ? t.stillToDo : t.missing}>
      {missing.length === 0 ? (
        <Text fontSize="sm" color="green.700">
          {t.allMet}
        </Text>
      ) : (
        <Box as="ul" pl="5" m="0" listStyleType="disc" fontSize="sm" data-testid="report-missing">
          {missing.map((m, i) => (
            <Box as="li" key={i} color="brand.700" py="0.5">
              {m}
            </Box>
          ))}
        </Box>
      )}
    </ReportSection>
  );
}
