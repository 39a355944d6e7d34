// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Primitive = string | number | bigint | boolean | symbol | null | undefined;
type DeepReadonly<T> = T extends Primitive | ((...a: any[]) => any) ? T : { readonly [K in keyof T]: DeepReadonly<T[K]> };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...a: any[]) => any ? K : never }[keyof T];
type DataKeys<T> = Exclude<keyof T, FunctionKeys<T>>;

interface Settings {
  theme: "dark" | "light";
  fontSize: number;
  plugins: { name: string; enabled: boolean }[];
  reset(): void;
  describe(): string;
}

const settings: Settings = {
  theme: "dark",
  fontSize: 14,
  plugins: [{ name: "git", enabled: true }, { name: "lint", enabled: false }],
  reset() {
    this.theme = "light";
    this.fontSize = 12;
  },
  describe() {
    return `${this.theme}/${this.fontSize}/${this.plugins.filter((p) => p.enabled).map((p) => p.name).join("+")}`;
  },
};

const snapshot: DeepReadonly<Pick<Settings, DataKeys<Settings>>> = {
  theme: settings.theme,
  fontSize: settings.fontSize,
  plugins: settings.plugins.map((p) => ({ ...p })),
};

const methods: FunctionKeys<Settings>[] = ["reset", "describe"];
console.log(settings.describe());
methods.forEach((m) => {
  if (m === "reset") settings[m]();
});
console.log(settings.describe(), snapshot.theme, snapshot.plugins[0].name);

type Plugin = ElementOf<Settings["plugins"]>;
const extra: Plugin = { name: "fmt", enabled: true };
const draft: Mutable<Readonly<Plugin>> = { ...extra };
draft.enabled = false;
console.log(draft);

const keys = Object.keys(snapshot) as Array<keyof typeof snapshot>;
console.log(keys.sort());

type Entries<T> = { [K in keyof T]: [K, T[K]] }[keyof T][];
const entries = Object.entries({ a: 1, b: "two" }) as Entries<{ a: number; b: string }>;
for (const [k, v] of entries) console.log(k, typeof v);
