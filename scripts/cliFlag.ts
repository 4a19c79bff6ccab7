/**
 * The value of `--name value` or `--name=value` among a command's arguments (undefined: not
 * given). For the project's commands (scripts/, bench/), which take a few named options.
 */
export function cliFlag(name: string, argv: string[] = process.argv.slice(2)): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}
