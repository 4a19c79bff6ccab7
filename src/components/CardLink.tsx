import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The link that fills a card (cover, title, figures). A card rounds its corners with
 * overflow: hidden, which clipped the browser's focus ring drawn just outside the link, so a
 * learner moving with Tab saw nothing on the card. The link is a block and draws its own ring
 * inside its edge, where the card does not clip it: 2px brand red, offset -2px. On Chromium
 * 80–85 (no :focus-visible) the legacy style plugin turns the condition into :focus.
 */
export function CardLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Box
      asChild
      display="block"
      color="inherit"
      textDecoration="none"
      _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
    >
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Box>
  );
}
