import { Box, SimpleGrid, Text } from '@chakra-ui/react';

/** Headline figures as a definition list of boxes: label above, figure below; on paper a box is not cut across two pages. */
export function FigureGrid({
  figures,
  testId,
  columns = { base: 2, md: 3, xl: 6 },
}: {
  figures: ReadonlyArray<readonly [label: string, value: string]>;
  testId?: string;
  columns?: Record<string, number>;
}) {
  return (
    <SimpleGrid columns={columns} gap="3" as="dl" data-testid={testId}>
      {figures.map(([label, value]) => (
        <Box key={label} className="print-whole" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" color="brand.600">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
