// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Timeline<E extends { at: number }> {
  protected events: E[] = [];
  record(e: E) {
    const i = this.events.findIndex((x) => x.at > e.at);
    if (i < 0) this.events.push(e);
    else this.events.splice(i, 0, e);
    return this;
  }
  between(from: number, to: number) {
    return this.events.filter((e) => e.at >= from && e.at < to);
  }
  latest() {
    return this.events[this.events.length - 1];
  }
  window(size: number) {
    const out: E[][] = [];
    for (const e of this.events) {
      const idx = Math.floor(e.at / size);
      (out[idx] ??= []).push(e);
    }
    return out;
  }
}

type Deploy = { at: number; service: string; version: string; ok: boolean };
class Deploys extends Timeline<Deploy> {
  failureRate() {
    return this.events.length ? this.events.filter((d) => !d.ok).length / this.events.length : 0;
  }
  lastGood(service: string) {
    return this.events.findLast((d) => d.service === service && d.ok);
  }
}

const t = new Deploys()
  .record({ at: 30, service: "api", version: "1.2.0", ok: true })
  .record({ at: 10, service: "web", version: "3.0.1", ok: true })
  .record({ at: 55, service: "api", version: "1.3.0", ok: false })
  .record({ at: 42, service: "web", version: "3.1.0", ok: true })
  .record({ at: 71, service: "api", version: "1.3.1", ok: true });

console.log(t.latest().version, t.lastGood("api")?.version, t.failureRate().toFixed(2));
console.log(t.between(20, 60).map((d) => `${d.at}:${d.service}@${d.version}${d.ok ? "" : "!"}`));
t.window(25).forEach((w, i) => console.log(`[${i * 25},${(i + 1) * 25})`, w?.length ?? 0, w?.map((d) => d.service).join(",")));
