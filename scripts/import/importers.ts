import type { Importer } from './importer';

/** Every list `npm run import` takes, in the order a new installation imports them. */
export const importers: Importer[] = [];

export const importerOf = (kind: string): Importer | undefined => importers.find((i) => i.kind === kind);
