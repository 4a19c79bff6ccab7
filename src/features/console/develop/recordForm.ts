import { STEP_NUMBER_MAX, STEP_PERSON_MAX, STEP_TEXT_MAX, type DevelopStepDef } from '@contract/developSteps';
import type { Req } from '@contract/index';
import { typedLength } from '../typedLength';
import { developTexts } from './texts';

// The form that records one step: its date and the step's own fields, checked as the server checks
// them (contract/developSteps.ts limits), and the body of developRecord/record. The server also
// checks the order of the steps, the gates and a vote's numbers: its words are shown as they come.

const t = developTexts.form.errors;

export interface StepForm {
  /** YYYY-MM-DD, Beijing */
  doneOn: string;
  /** by the step's field keys */
  fields: Record<string, string>;
}

/** 'doneOn' or a field's key -> what to fix */
export type StepErrors = Record<string, string>;

const EARLIEST = '1990-01-01';

export function stepFormOf(def: DevelopStepDef, today: string): StepForm {
  return { doneOn: today, fields: Object.fromEntries(def.fields.map((f) => [f.key, ''])) };
}

/** YYYY-MM-DD naming a real day (2026-02-30 does not) */
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export function validateStep(def: DevelopStepDef, f: StepForm, today: string): StepErrors {
  const e: StepErrors = {};
  if (!isDate(f.doneOn)) e.doneOn = t.date(def.dateLabel);
  else if (f.doneOn > today) e.doneOn = t.future(def.dateLabel);
  else if (f.doneOn < EARLIEST) e.doneOn = t.tooEarly(def.dateLabel);
  for (const field of def.fields) {
    const value = (f.fields[field.key] ?? '').trim();
    if (!value) {
      if (field.required) e[field.key] = t.required(field.label);
      continue;
    }
    const n = typedLength(value);
    if (field.kind === 'person' && (n < 2 || n > STEP_PERSON_MAX)) e[field.key] = t.person(field.label, STEP_PERSON_MAX);
    if (field.kind === 'text' && n > STEP_TEXT_MAX) e[field.key] = t.text(field.label, STEP_TEXT_MAX);
    if (field.kind === 'number' && (!/^\d{1,5}$/.test(value) || Number(value) > STEP_NUMBER_MAX))
      e[field.key] = t.number(field.label, STEP_NUMBER_MAX);
  }
  return e;
}

/** The body for `userIds`: the step's fields that were filled in, trimmed, in the step's order. */
export function stepBodyOf(def: DevelopStepDef, userIds: number[], f: StepForm): Req<'developRecord', 'record'> {
  return {
    userIds,
    stepNo: def.no,
    doneOn: f.doneOn,
    fields: def.fields.flatMap((field) => {
      const value = (f.fields[field.key] ?? '').trim();
      if (!value) return [];
      return [{ key: field.key, value: field.kind === 'number' ? String(Number(value)) : value }];
    }),
  };
}
