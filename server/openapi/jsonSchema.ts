import { Kind, type TSchema } from '@sinclair/typebox';

// TypeBox schemas are JSON Schema already; what OpenAPI needs on top is (1) plain objects
// without TypeBox's symbol keys, (2) the contract's named schemas as components, so the reference
// shows "UserInfo" once instead of forty inline copies, and (3) TypeBox's recursive `$id`/`$ref`
// pairs ("T0") turned into component references: a bare "T0" would be resolved as a relative
// URL by OpenAPI tools, not as the schema it names.

export type JsonSchema = Record<string, unknown>;

const isTypeBox = (v: unknown): v is TSchema => typeof v === 'object' && v !== null && Kind in v;

export const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  /** TypeBox `$id` -> the component that holds that schema */
  private readonly idToName = new Map<string, string>();

  /** `named`: the contract's exported schemas by export name (see contractSchemaNames). */
  constructor(private readonly named: ReadonlyMap<TSchema, string>) {}

  /** A plain JSON Schema for `schema`, named sub-schemas replaced by component references. */
  convert(schema: TSchema): JsonSchema {
    return this.node(schema) as JsonSchema;
  }

  /**
   * A reference to `schema` as a component: its contract name when it has one, else `name`
   * (request bodies, so every operation's body is one entry of the schema list).
   */
  add(name: string, schema: TSchema): JsonSchema {
    if (this.named.has(schema)) return this.convert(schema);
    if (!(name in this.schemas)) this.schemas[name] = this.body(schema);
    return componentRef(name);
  }

  /** The component a reference made by this object points at. */
  resolve(ref: JsonSchema): JsonSchema {
    return this.schemas[String(ref.$ref).replace('#/components/schemas/', '')];
  }

  private node(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.node(v));
    if (typeof value !== 'object' || value === null) return value;
    if (isTypeBox(value)) {
      const name = this.named.get(value) ?? (typeof value.$id === 'string' ? this.freeName(value.$id) : undefined);
      if (name) {
        if (!(name in this.schemas)) {
          // Registered before its body is converted, so a recursive schema meets its own name.
          this.schemas[name] = {};
          if (typeof value.$id === 'string') this.idToName.set(value.$id, name);
          this.schemas[name] = this.body(value);
        }
        return componentRef(name);
      }
    }
    return this.body(value);
  }

  /** The object's own string keys, converted; `$id` dropped and TypeBox `$ref`s redirected. */
  private body(value: object): JsonSchema {
    const out: JsonSchema = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$id') continue;
      if (key === '$ref' && typeof v === 'string' && this.idToName.has(v)) {
        out.$ref = componentRef(this.idToName.get(v)!).$ref;
      } else {
        out[key] = this.node(v);
      }
    }
    return out;
  }

  /** A component name for an unnamed `$id` schema that no other component uses. */
  private freeName(id: string): string {
    const known = this.idToName.get(id);
    if (known) return known;
    let name = `Schema${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
    while (name in this.schemas) name += '_';
    return name;
  }
}

/**
 * The exported schemas of the contract modules, by export name (`UserInfo`, `OrgNode`, ...).
 * A name two modules export for different schemas is prefixed with its module's name.
 */
export function contractSchemaNames(modules: Record<string, Record<string, unknown>>): Map<TSchema, string> {
  const names = new Map<TSchema, string>();
  const taken = new Set<string>();
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isTypeBox(value) || !/^[A-Z]/.test(exportName) || names.has(value)) continue;
      const name = taken.has(exportName) ? `${moduleName}.${exportName}` : exportName;
      taken.add(name);
      names.set(value, name);
    }
  }
  return names;
}
