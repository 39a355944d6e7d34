// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Plugin<Opts extends object = {}> {
  name: string;
  defaults: Required<Opts>;
  setup(opts: Opts): { teardown?: () => void };
}

function definePlugin<O extends object>(p: Plugin<O>): Plugin<O> {
  return p;
}

const logger = definePlugin<{ level?: "info" | "debug"; prefix?: string }>({
  name: "logger",
  defaults: { level: "info", prefix: "[app]" },
  setup(opts) {
    console.log(`logger ${opts.level ?? "info"} ${opts.prefix ?? ""}`);
    return { teardown: () => console.log("logger down") };
  },
});

const metrics = definePlugin({
  name: "metrics",
  defaults: { interval: 10 },
  setup(opts: { interval: number }) {
    console.log("metrics every", opts.interval);
    return {};
  },
});

class Host {
  private active: Array<{ name: string; teardown?: () => void }> = [];
  use<O extends object>(p: Plugin<O>, opts: Partial<O> = {}): this {
    const merged = { ...p.defaults, ...opts } as O;
    const { teardown } = p.setup(merged);
    this.active.push({ name: p.name, teardown });
    return this;
  }
  names() {
    return this.active.map((a) => a.name);
  }
  shutdown() {
    for (const a of this.active.reverse()) a.teardown?.();
    this.active = [];
  }
}

const host = new Host().use(logger, { level: "debug" }).use(metrics);
console.log(host.names());
host.shutdown();
console.log(host.names().length);

type PluginOptions<P> = P extends Plugin<infer O> ? O : never;
const lo: PluginOptions<typeof logger> = { prefix: ">" };
console.log(lo);
type Names = ReturnType<Host["names"]>[number];
const nm: Names = "anything";
console.log(nm);
