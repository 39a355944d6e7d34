interface Plugin {
  readonly name: string;
  readonly priority: number;
  transform(input: string): string;
}

abstract class BasePlugin implements Plugin {
  abstract readonly name: string;
  priority = 0;
  protected calls = 0;
  transform(input: string): string {
    this.calls++;
    return this.apply(input);
  }
  protected abstract apply(input: string): string;
  get stats() {
    return `${this.name}: ${this.calls} call(s)`;
  }
}

class Trim extends BasePlugin {
  readonly name = "trim";
  override priority = 10;
  protected apply(s: string) {
    return s.trim();
  }
}

class Upper extends BasePlugin {
  name = "upper";
  protected apply(s: string): string {
    return s.toUpperCase();
  }
}

class Replace extends BasePlugin {
  readonly name: string;
  constructor(private from: RegExp, private to: string, priority = 5) {
    super();
    this.name = `replace(${from.source})`;
    this.priority = priority;
  }
  protected apply(s: string): string {
    return s.replace(this.from, this.to);
  }
}

class Registry {
  private static instance?: Registry;
  private plugins = new Map<string, Plugin>();
  private constructor() {}
  static get(): Registry {
    return (Registry.instance ??= new Registry());
  }
  register(...ps: Plugin[]): this {
    for (const p of ps) {
      if (this.plugins.has(p.name)) throw new Error(`duplicate plugin ${p.name}`);
      this.plugins.set(p.name, p);
    }
    return this;
  }
  run(input: string): string {
    return [...this.plugins.values()].sort((a, b) => b.priority - a.priority).reduce((acc, p) => p.transform(acc), input);
  }
  list(): string[] {
    return Array.from(this.plugins.keys());
  }
}

const reg = Registry.get().register(new Upper(), new Trim(), new Replace(/\s+/g, "_"));
console.log(reg.list(), Registry.get() === reg);
console.log(reg.run("  hello   wide world  "), reg.run("x y"));
try {
  reg.register(new Trim());
} catch (e) {
  console.log(e instanceof Error ? e.message : e);
}
const literal: Plugin = { name: "rev", priority: -1, transform: (s) => [...s].reverse().join("") };
reg.register(literal);
console.log(reg.run(" ab c "));
for (const p of [new Trim(), new Upper()]) {
  p.transform("q");
  console.log(p.stats);
}
