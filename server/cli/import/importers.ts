import type { Importer } from './importer';
import { bannersImporter } from './lists/banners';
import { examsImporter } from './lists/exams';
import { lessonsImporter } from './lists/lessons';
import { newsImporter } from './lists/news';
import { noticesImporter } from './lists/notices';
import { orgsImporter } from './lists/orgs';
import { settingsImporter } from './lists/settings';
import { stagesImporter } from './lists/stages';
import { peopleImporter } from '../../modules/lists/people';
import { grantsImporter } from './lists/grants';

/**
 * Every list `npm run import` takes, in the order a new installation imports them (a list may
 * name what an earlier one made: people their stages, exams their lessons, banners a news item).
 */
export const importers: Importer[] = [
  settingsImporter,
  orgsImporter,
  stagesImporter,
  peopleImporter,
  grantsImporter,
  lessonsImporter,
  examsImporter,
  noticesImporter,
  newsImporter,
  bannersImporter,
];

export const importerOf = (kind: string): Importer | undefined => importers.find((i) => i.kind === kind);
