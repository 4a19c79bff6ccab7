import { Link } from 'react-router-dom';
import { Button } from '@chakra-ui/react';

/** The way back from the answer page's panels (to where the exam was opened from). */
export function BackButton({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  return (
    <Button asChild {...(primary ? { colorPalette: 'brand' } : { variant: 'outline' })}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}
