/**
 * The value of `--name value` or `--name=value` among a command's arguments (undefined: not
 * given). For the project's commands (server/cli/, bench/), which take a few named options.
 */
export function cliFlag(name: string, argv: string[] = process.argv.slice(2)): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}

/**
 * All of a command's arguments: the positional ones in order, and `--name value` / `--name=value`
 * pairs (a flag with no value: ''). For commands with words and several options (import, export).
 */
export function cliOptions(argv: string[]): { positional: string[]; named: Record<string, string | undefined> } {
  const positional: string[] = [];
  const named: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0) named[a.slice(2, eq)] = a.slice(eq + 1);
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) named[a.slice(2)] = argv[++i];
    else named[a.slice(2)] = '';
  }
  return { positional, named };
}
