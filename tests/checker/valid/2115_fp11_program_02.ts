declare global {
  interface FeatureFlags { darkMode: boolean; beta?: boolean; maxItems: number }
}

type FlagValue = boolean | number;
type FlagSource = { kind: "default" } | { kind: "override"; by: string };

class FlagStore {
  private values: FeatureFlags = { darkMode: false, maxItems: 10 };
  private sources = new Map<keyof FeatureFlags, FlagSource>();

  get maxItems(): number { return this.values.maxItems; }
  set maxItems(v: number | string) {
    const n = typeof v === "string" ? Number.parseInt(v, 10) : v;
    this.values.maxItems = Number.isNaN(n) ? this.values.maxItems : n;
    this.sources.set("maxItems", { kind: "override", by: typeof v });
  }

  get darkMode(): boolean { return this.values.darkMode; }
  set darkMode(v: boolean | "on" | "off") {
    this.values.darkMode = v === true || v === "on";
    this.sources.set("darkMode", { kind: "override", by: String(v) });
  }

  source(key: keyof FeatureFlags): FlagSource {
    return this.sources.get(key) ?? { kind: "default" };
  }

  snapshot(): Readonly<FeatureFlags> { return { ...this.values }; }
}

function describe(s: FlagSource): string {
  switch (s.kind) {
    case "default": return "default";
    case "override": return `override by ${s.by}`;
  }
}

const store = new FlagStore();
store.maxItems = "25";
store.darkMode = "on";
const items: number = store.maxItems * 2;
console.log(items, store.darkMode, describe(store.source("maxItems")), describe(store.source("beta")));
store.maxItems = "nope";
store.darkMode = false;
const snap = store.snapshot();
const values: FlagValue[] = [snap.darkMode, snap.maxItems, snap.beta ?? false];
console.log(values.join(","));
