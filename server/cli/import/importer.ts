import { csvDocument } from '../csvWrite';
import type { Importer } from '../../modules/lists/importer';

// The import engine lives in server/modules/lists/ (the organiser console imports the 人员 list too);
// the command keeps what only it needs, the template file.
export {
  columnProblems,
  ImportRefused,
  runImport,
  type ImportColumn,
  type ImportContext,
  type Importer,
  type ImportSummary,
} from '../../modules/lists/importer';

/** A CSV template: the columns, then an example row, or the importer's own rows (UTF-8 with BOM, which Excel opens as such). */
export function templateCsv(importer: Importer): string {
  return csvDocument(
    importer.columns.map((c) => c.name),
    importer.templateRows ?? [importer.columns.map((c) => c.example)],
  );
}
