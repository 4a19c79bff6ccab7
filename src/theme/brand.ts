import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

// Party red (#c8161e) as the brand palette. `colorPalette="brand"` on a component uses the
// semantic tokens below, exactly like Chakra's own palettes.
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#fdeced' },
    100: { value: '#f9cfd1' },
    200: { value: '#f2a0a4' },
    300: { value: '#e86b71' },
    400: { value: '#dc3b43' },
    500: { value: '#c8161e' },
    600: { value: '#a81219' },
    700: { value: '#870e14' },
    800: { value: '#650b0f' },
    900: { value: '#44070a' },
    950: { value: '#2a0406' },
  },
  gold: { 500: { value: '#e6b422' } },
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
});
