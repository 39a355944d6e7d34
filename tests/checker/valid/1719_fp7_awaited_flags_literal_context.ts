// Feature flags loaded asynchronously into literal-typed settings with awaited promises.
type Flag = "on" | "off" | "beta";
type Tier = "free" | "pro";

interface Settings {
  search: Flag;
  export: Flag;
  tier: Tier;
  limits: { uploads: number; mode: "strict" | "lenient" };
}

const remote: Record<string, string> = { search: "beta", export: "on" };
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function asFlag(v: string | undefined): Flag {
  return v === "on" || v === "beta" ? v : "off";
}

async function fetchFlag(name: string): Promise<Flag> {
  await sleep(1);
  return asFlag(remote[name]);
}

async function loadSettings(userTier: string): Promise<Settings> {
  const search = await fetchFlag("search");
  const exportFlag: Flag = await Promise.resolve(asFlag(remote.export));
  const tier: Tier = await Promise.resolve(userTier === "pro" ? "pro" : "free");
  const limits: Settings["limits"] = await Promise.resolve({ uploads: tier === "pro" ? 100 : 5, mode: "strict" });
  const fallback: Flag = await new Promise((resolve) => setTimeout(() => resolve("off"), 1));
  return { search, export: exportFlag === "off" ? fallback : exportFlag, tier, limits };
}

function describe(s: Settings): string {
  const flags = (["search", "export"] as const).map((k) => `${k}=${s[k]}`).join(" ");
  return `${s.tier}: ${flags} uploads=${s.limits.uploads} (${s.limits.mode})`;
}

async function main() {
  for (const t of ["free", "pro"]) console.log(describe(await loadSettings(t)));
  remote.export = "nope";
  const s = await loadSettings("pro");
  console.log(describe(s));
  const modes: Array<Settings["limits"]["mode"]> = [await Promise.resolve("strict"), await Promise.resolve("lenient")];
  console.log(modes.join("/"));
}

main();
