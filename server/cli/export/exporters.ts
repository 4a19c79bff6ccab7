import type { Exporter } from './exporter';
import { examScoresExporter } from './examScores';
import { reportExporter } from './report';

/** Every table `npm run export` writes. */
export const exporters: Exporter[] = [reportExporter, examScoresExporter];

export const exporterOf = (kind: string): Exporter | undefined => exporters.find((e) => e.kind === kind);
