// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
abstract class Job<I, O> {
  abstract readonly name: string;
  protected attempts = 0;
  abstract run(input: I): Promise<O>;

  async execute(input: I): Promise<{ name: string; output?: O; error?: string; attempts: number }> {
    this.attempts++;
    try {
      const output = await this.run(input);
      return { name: this.name, output, attempts: this.attempts };
    } catch (e) {
      return { name: this.name, error: e instanceof Error ? e.message : String(e), attempts: this.attempts };
    }
  }
}

class Tokenize extends Job<string, string[]> {
  readonly name = "tokenize";
  async run(input: string) {
    return input.toLowerCase().split(/\W+/).filter(Boolean);
  }
}

class Count extends Job<string[], Map<string, number>> {
  readonly name = "count";
  async run(words: string[]) {
    const m = new Map<string, number>();
    for (const w of words) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  }
}

class Fail extends Job<unknown, never> {
  readonly name = "fail";
  async run(): Promise<never> {
    throw new Error("always fails");
  }
}

const text = "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!";
const t = await new Tokenize().execute(text);
console.log(t.name, t.output?.length, t.attempts);
if (t.output) {
  const c = await new Count().execute(t.output);
  const top = [...(c.output ?? new Map<string, number>())]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 4);
  console.log(top);
}
const f = await new Fail().execute(null);
console.log(f);

type JobOutput<J> = J extends Job<any, infer O> ? O : never;
type CountOut = JobOutput<Count>;
const empty: CountOut = new Map();
console.log(empty.size);

const settled = await Promise.allSettled([new Tokenize().run("a b"), new Fail().run()]);
console.log(settled.map((s) => s.status));
