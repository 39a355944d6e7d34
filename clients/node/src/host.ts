// host.ts - host functions: hostFunction/hostFunctions with zod (or JSON Schema) schemas, their wire form and the host.call handler.
import type { HostCallHandler } from "./sidecar.js";

/** A JSON Schema object (what the server validates guest arguments against). */
export type JsonSchema = { [key: string]: unknown } | boolean;

/** A Standard Schema (zod 4 is one): typed input and output, and a validator. */
export interface StandardSchemaLike<Input = unknown, Output = Input> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
type StandardResult<O> =
  | { readonly value: O; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<unknown> }> };

/** A schema argument: a zod schema (converted with zod's own z.toJSONSchema) or a JSON Schema. */
export type Schema = StandardSchemaLike<any, any> | JsonSchema;

/** The type a schema validates to (unknown for a plain JSON Schema). */
export type InferOutput<S> = S extends StandardSchemaLike<any, infer O> ? O : unknown;

/** What a host function's execute returns to leave its call pending and suspend the run (the
 *  protocol's `{"suspend": true}` answer): the result is `suspended`, continue it with `resume`. */
export const SUSPEND: unique symbol = Symbol("secexec.suspend");

export interface HostFunctionDefinition<I extends Schema, O extends Schema | undefined> {
  /** Shown to the model in the declarations (JSDoc). */
  description?: string;
  /** Every call suspends the run (the protocol's `"suspend": true`): it is never executed here; the
   *  result is `suspended` with the call in `pending`, and `resume` gives its answer. */
  suspend?: boolean;
  /** The argument's schema; the server checks the guest's argument against it before calling. */
  inputSchema?: I;
  /** Checked on the host: a result that does not match rejects the guest's promise. */
  outputSchema?: O;
  /** Runs on the host; may be async; a throw rejects the guest's promise with its message;
   *  returning SUSPEND suspends the run. Not needed with `suspend: true`. */
  execute?: (
    input: InferOutput<I>,
  ) =>
    | (O extends Schema ? InferOutput<O> : unknown)
    | typeof SUSPEND
    | Promise<(O extends Schema ? InferOutput<O> : unknown) | typeof SUSPEND>;
}

/** One host function (make it with hostFunction). */
export interface HostFunction {
  readonly description?: string;
  readonly inputSchema?: Schema;
  readonly outputSchema?: Schema;
  readonly suspend?: boolean;
  readonly execute?: (input: any) => unknown;
}

/** A collection: a frozen global object of the guest whose methods return promises. */
export interface HostFunctions {
  readonly name: string;
  readonly description?: string;
  readonly functions: Readonly<Record<string, HostFunction>>;
}

export function hostFunction<I extends Schema = JsonSchema, O extends Schema | undefined = undefined>(
  definition: HostFunctionDefinition<I, O>,
): HostFunction {
  if (typeof definition?.execute !== "function" && definition?.suspend !== true)
    throw new TypeError("hostFunction: execute must be a function (or suspend: true)");
  return Object.freeze({ ...definition }) as HostFunction;
}

export function hostFunctions(collection: {
  name: string;
  description?: string;
  functions: Record<string, HostFunction>;
}): HostFunctions {
  if (typeof collection?.name !== "string") throw new TypeError("hostFunctions: name must be a string");
  for (const [key, fn] of Object.entries(collection.functions ?? {}))
    if (typeof fn?.execute !== "function" && fn?.suspend !== true)
      throw new TypeError(`hostFunctions: functions.${key} must be made with hostFunction()`);
  return Object.freeze({ ...collection, functions: Object.freeze({ ...collection.functions }) });
}

function isStandard(s: unknown): s is StandardSchemaLike {
  return typeof s === "object" && s !== null && "~standard" in s;
}

type ZodModule = { toJSONSchema: (schema: unknown, params?: object) => Record<string, unknown> };
let zodModule: Promise<ZodModule> | null = null;

/** zod's JSON Schema export of a zod schema; a plain JSON Schema is returned as it is. */
async function toJsonSchema(schema: Schema | undefined): Promise<JsonSchema | undefined> {
  if (schema === undefined || !isStandard(schema)) return schema as JsonSchema | undefined;
  if (schema["~standard"].vendor !== "zod")
    throw new TypeError("host function schemas must be zod schemas or JSON Schema objects");
  zodModule ??= import("zod").catch(() => {
    zodModule = null;
    throw new Error("host function schemas are zod schemas but zod cannot be imported: npm install zod");
  }) as Promise<ZodModule>;
  const z = await zodModule;
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  delete json.$schema;
  return json;
}

/** The protocol's `hostFunctions` array for these collections. */
export async function wireHostFunctions(collections: readonly HostFunctions[] | undefined): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const c of collections ?? []) {
    const functions = [];
    for (const [name, fn] of Object.entries(c.functions)) {
      const inputSchema = await toJsonSchema(fn.inputSchema);
      functions.push({
        name,
        description: fn.description,
        ...(inputSchema === undefined ? {} : { inputSchema }),
        ...(fn.suspend ? { suspend: true } : {}),
      });
    }
    out.push({ name: c.name, description: c.description, functions });
  }
  return out;
}

async function validate(schema: Schema | undefined, value: unknown, what: string): Promise<unknown> {
  if (!isStandard(schema)) return value;
  const r = await schema["~standard"].validate(value);
  if (r.issues) {
    const issue = r.issues[0];
    const where = issue?.path?.length ? `.${issue.path.join(".")}` : "";
    throw new TypeError(`${what}${where}: ${issue?.message ?? "invalid"}`);
  }
  return r.value;
}

/** The handler that runs these collections' functions for host.call requests. */
export function hostCallHandler(collections: readonly HostFunctions[] | undefined): HostCallHandler | undefined {
  if (!collections?.length) return undefined;
  return async (collection, name, input) => {
    const c = collections.find((x) => x.name === collection);
    const fn = c && Object.prototype.hasOwnProperty.call(c.functions, name) ? c.functions[name] : undefined;
    if (fn === undefined) throw new Error(`${collection}.${name} is not a host function`);
    if (fn.execute === undefined) return SUSPEND; // a suspending function is never sent; keep it pending
    const parsed = await validate(fn.inputSchema, input, `${collection}.${name}: input`);
    const output = await fn.execute(parsed);
    if (output === SUSPEND) return SUSPEND;
    return validate(fn.outputSchema, output, `${collection}.${name}: output`);
  };
}
