interface PluginContext { log: (msg: string) => void; config: Record<string, string> }
type Plugin = { (ctx: PluginContext): void; pluginName: string; version: number; requires?: string[] };

function timing(ctx: PluginContext) { ctx.log(`timing on (${ctx.config.unit ?? "ms"})`); }
timing.pluginName = "timing";
timing.version = 2;

const auth = (ctx: PluginContext) => {
  ctx.log(`auth with ${ctx.config.provider ?? "none"}`);
};
auth.pluginName = "auth";
auth.version = 1;
auth.requires = ["timing"];

function makePlugin(name: string, action: string) {
  const p = (ctx: PluginContext) => ctx.log(`${name}: ${action}`);
  p.pluginName = name;
  p.version = 1;
  return p;
}

class Host {
  private loaded: string[] = [];
  private lines: string[] = [];
  constructor(private config: Record<string, string>) {}
  load(plugins: Plugin[]) {
    const pending = [...plugins];
    let guard = 0;
    while (pending.length && guard++ < 10) {
      const p = pending.shift()!;
      const missing = (p.requires ?? []).filter((r) => !this.loaded.includes(r));
      if (missing.length) { pending.push(p); continue; }
      p({ log: (m) => this.lines.push(m), config: this.config });
      this.loaded.push(`${p.pluginName}@${p.version}`);
    }
    return this.loaded;
  }
  get output() { return this.lines.join("\n"); }
}

const host = new Host({ provider: "oauth", unit: "us" });
console.log(host.load([auth, timing, makePlugin("cache", "warm")]).join(", "));
console.log(host.output);
console.log(timing.pluginName.length + auth.version, auth.requires.length);
