import { paths } from '@/lib/paths';

/** Where to go after logging in: the page the guard came from, else home (or the forced change). */
export function redirectTarget(state: unknown, defaultPassword: boolean): string {
  if (defaultPassword) return paths.changePassword();
  const from = (state as { from?: unknown } | null)?.from;
  let path = '';
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as { pathname: string; search?: string; hash?: string };
    path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith(paths.login())) return paths.home();
  return path;
}
