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
  // only a path of this app: `//host` and `/\host` are other sites to a browser (campus sign-in
  // brings `next` back in the address, where anyone can write it)
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.startsWith(paths.login())) return paths.home();
  return path;
}
