// What is wrong with a list a school fills, row by row and column by column: the importer reports
// them, and so does the demo seed that reads its question bank in the same format.

export interface Problem {
  line: number;
  column: string;
  message: string;
}

export class ImportProblems {
  readonly list: Problem[] = [];
  add(line: number, column: string, message: string): void {
    this.list.push({ line, column, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
}

export const formatProblem = (p: Problem) => (p.column ? `第 ${p.line} 行「${p.column}」：${p.message}` : `第 ${p.line} 行：${p.message}`);
