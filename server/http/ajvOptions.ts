// Ajv settings of every route schema. Form bodies are all strings: coerce them to the schema's
// types; fill defaults (pageNum 1); drop fields the schema does not know; stop at the first
// error (one clear message); `verbose` keeps the failing value so the formatter can tell
// "empty" from "too short".
export const ajvOptions = {
  customOptions: { coerceTypes: true, removeAdditional: 'all', useDefaults: true, allErrors: false, verbose: true },
} as const;
