// Plugin registry with interfaces that have default type parameters.
interface Plugin<Options = {}, Output = string> {
  name: string;
  defaults: Options;
  run(input: string, options: Options): Output;
}

interface Registry<P extends Plugin<any, any> = Plugin> {
  register(p: P): void;
  get(name: string): P | undefined;
  names(): string[];
}

type OptionsOf<P> = P extends Plugin<infer O, any> ? O : never;
type OutputOf<P> = P extends Plugin<any, infer R> ? R : never;

function createRegistry<P extends Plugin<any, any>>(): Registry<P> {
  const map = new Map<string, P>();
  return {
    register(p) {
      if (map.has(p.name)) throw new Error(`duplicate plugin ${p.name}`);
      map.set(p.name, p);
    },
    get: (name) => map.get(name),
    names: () => [...map.keys()].sort(),
  };
}

function runPlugin<P extends Plugin<any, any>>(p: P, input: string, overrides: Partial<OptionsOf<P>> = {}): OutputOf<P> {
  return p.run(input, { ...p.defaults, ...overrides });
}

const upper: Plugin = {
  name: "upper",
  defaults: {},
  run: (input) => input.toUpperCase(),
};

const truncate: Plugin<{ max: number; ellipsis: string }> = {
  name: "truncate",
  defaults: { max: 10, ellipsis: "..." },
  run: (input, { max, ellipsis }) => (input.length > max ? input.slice(0, max) + ellipsis : input),
};

const wordCount: Plugin<{ minLength: number }, number> = {
  name: "wordCount",
  defaults: { minLength: 1 },
  run: (input, o) => input.split(/\s+/).filter((w) => w.length >= o.minLength).length,
};

const registry = createRegistry<Plugin<any, any>>();
[upper, truncate, wordCount].forEach((p) => registry.register(p));
try {
  registry.register(upper);
} catch (e) {
  console.log((e as Error).message);
}

const text = "the quick brown fox jumps over the lazy dog";
console.log(registry.names());
console.log(runPlugin(upper, text));
console.log(runPlugin(truncate, text), runPlugin(truncate, text, { max: 3, ellipsis: "~" }));
const count: number = runPlugin(wordCount, text, { minLength: 4 });
console.log(count + 1);
const found = registry.get("truncate");
console.log(found ? found.run("abcdefghijklmnop", found.defaults) : "missing", registry.get("zzz") === undefined);
