// A cached status service: Promise.resolve of literal unions, async returns of promise calls.
type Status = "up" | "degraded" | "down";
type Region = "eu" | "us" | "ap";

interface Probe {
  region: Region;
  latencyMs: number;
  errors: number;
}

type Ok<T> = { ok: true; value: T };
type Fail = { ok: false; reason: string };
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const fail = (reason: string): Fail => ({ ok: false, reason });

class StatusService {
  private cache = new Map<Region, Status>();
  private calls = 0;

  constructor(private readonly probes: Probe[]) {}

  private classify(p: Probe): Status {
    if (p.errors > 5) return "down";
    return p.latencyMs > 200 || p.errors > 0 ? "degraded" : "up";
  }

  status(region: Region): Promise<Status> {
    const hit = this.cache.get(region);
    if (hit) return Promise.resolve(hit);
    const probe = this.probes.find((p) => p.region === region);
    if (!probe) return Promise.resolve("down");
    this.calls++;
    return new Promise<Status>((resolve) => setTimeout(() => resolve(this.classify(probe)), 2)).then((s) => {
      this.cache.set(region, s);
      return s;
    });
  }

  async overall(): Promise<Status> {
    const all = await Promise.all((["eu", "us", "ap"] as const).map((r) => this.status(r)));
    if (all.every((s) => s === "up")) return "up";
    if (all.includes("down")) return Promise.resolve("down");
    return Promise.resolve("degraded");
  }

  async check(region: Region): Promise<Ok<Status> | Fail> {
    if (region === "ap") return Promise.resolve(fail("ap probes disabled"));
    return this.status(region).then((s) => ok(s));
  }

  get probeCalls(): number {
    return this.calls;
  }
}

const defaults: Promise<Region[]> = Promise.resolve(["eu", "us"]);
const svc = new StatusService([
  { region: "eu", latencyMs: 40, errors: 0 },
  { region: "us", latencyMs: 350, errors: 1 },
]);

async function main() {
  for (const r of await defaults) console.log(r, await svc.status(r));
  console.log("ap", await svc.status("ap"));
  console.log("overall", await svc.overall());
  const checks = await Promise.all((["eu", "ap"] as Region[]).map((r) => svc.check(r)));
  console.log(checks.map((c) => (c.ok ? c.value : `fail: ${c.reason}`)).join(", "));
  console.log("probe calls", svc.probeCalls);
}
main();
