import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';
import { semanticTokens } from '@chakra-ui/react/theme';
import { palette } from '@contract/palette';

// The one party-red palette (contract/palette.ts) as Chakra tokens. `colorPalette="brand"` on a
// component uses the semantic tokens below, exactly like Chakra's own palettes; `brand.500`
// and friends name the steps.
const steps = Object.fromEntries(Object.entries(palette.brand).map(([step, value]) => [step, { value }]));

export const brandColors = defineTokens.colors({
  brand: steps,
  gold: { 500: { value: palette.gold } },
  page: { value: palette.page },
});

export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: '{colors.brand.500}' },
    contrast: { value: 'white' },
    fg: { value: '{colors.brand.600}' },
    muted: { value: '{colors.brand.100}' },
    subtle: { value: '{colors.brand.50}' },
    emphasized: { value: '{colors.brand.200}' },
    focusRing: { value: '{colors.brand.500}' },
  },
  // Chakra's fg.subtle (#a1a1aa) is 2.56:1 on white: dates and secondary lines need 4.5:1.
  fg: {
    ...semanticTokens.colors?.fg,
    muted: { value: palette.textMuted },
    subtle: { value: palette.textSubtle },
    // Chakra's fg.error (its red.500) is 3.8:1 for the small error lines under fields.
    error: { value: palette.brand[600] },
  },
});
