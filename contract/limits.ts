// Plain numbers the web app's entry may need without the schema library (TypeBox, about 50 KB):
// src/lib/routeId reads MAX_ID, and the entry must stay within the login route's budget.

/** Largest id a database `integer` column holds (PostgreSQL refuses more, with an error). */
export const MAX_ID = 2147483647;
