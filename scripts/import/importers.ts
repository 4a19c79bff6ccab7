import type { Importer } from './importer';
import { examsImporter } from './lists/exams';
import { lessonsImporter } from './lists/lessons';
import { orgsImporter } from './lists/orgs';
import { settingsImporter } from './lists/settings';
import { stagesImporter } from './lists/stages';
import { peopleImporter } from './lists/people';

/** Every list `npm run import` takes, in the order a new installation imports them. */
export const importers: Importer[] = [settingsImporter, orgsImporter, stagesImporter, peopleImporter, lessonsImporter, examsImporter];

export const importerOf = (kind: string): Importer | undefined => importers.find((i) => i.kind === kind);
