// Health checks chained with .then/.catch/.finally into literal-typed outcomes.
type Health = "healthy" | "unhealthy" | "unknown";
type Check = { name: string; run: () => Promise<number> };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function probe(latency: number, fail = false): () => Promise<number> {
  return () => sleep(latency).then(() => (fail ? Promise.reject(new Error(`probe failed after ${latency}ms`)) : latency));
}

function runCheck(c: Check, log: string[]): Promise<Health> {
  const outcome: Promise<Health> = c.run().then(() => "healthy", () => "unhealthy");
  return outcome.finally(() => log.push(`checked ${c.name}`));
}

function fromCode(code: Promise<number>): Promise<Health> {
  return code.then(
    (n) => (n === 0 ? "healthy" : "unhealthy"),
    () => "unknown"
  );
}

function worst(states: Health[]): Health {
  if (states.includes("unhealthy")) return "unhealthy";
  return states.includes("unknown") ? "unknown" : "healthy";
}

async function main() {
  const log: string[] = [];
  const checks: Check[] = [
    { name: "db", run: probe(3) },
    { name: "cache", run: probe(1, true) },
    { name: "queue", run: probe(2) },
  ];
  const results = await Promise.all(checks.map((c) => runCheck(c, log)));
  checks.forEach((c, i) => console.log(c.name.padEnd(6), results[i]));
  console.log("overall:", worst(results));
  console.log(log.join(", "));

  const codes: Promise<Health>[] = [fromCode(Promise.resolve(0)), fromCode(Promise.resolve(2)), fromCode(Promise.reject(new Error("x")))];
  console.log((await Promise.all(codes)).join(" "));

  const timeout: Promise<Health> = sleep(5).then(() => "unknown");
  const timed = Promise.race([runCheck({ name: "slow", run: probe(50) }, log), timeout]);
  console.log("timed:", await timed);
}

main().then(() => console.log("done"));
