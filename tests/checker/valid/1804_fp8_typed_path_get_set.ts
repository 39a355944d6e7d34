type Path<T> = T extends object
  ? { [K in keyof T & string]: T[K] extends object ? K | `${K}.${Path<T[K]>}` : K }[keyof T & string]
  : never;

type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

interface Settings {
  theme: { mode: "light" | "dark"; accent: string };
  editor: { tabSize: number; wrap: boolean; font: { family: string; size: number } };
  telemetry: boolean;
}

function get<T, P extends Path<T>>(obj: T, path: P): PathValue<T, P> {
  let cur: unknown = obj;
  for (const key of path.split(".")) {
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur as PathValue<T, P>;
}

function set<T, P extends Path<T>>(obj: T, path: P, value: PathValue<T, P>): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  let cur = obj as Record<string, unknown>;
  for (const k of keys) cur = cur[k] as Record<string, unknown>;
  cur[last] = value;
}

const settings: Settings = {
  theme: { mode: "light", accent: "#3366ff" },
  editor: { tabSize: 2, wrap: true, font: { family: "Fira Code", size: 13 } },
  telemetry: false,
};

const size: number = get(settings, "editor.font.size");
const mode = get(settings, "theme.mode");
console.log(size, mode);
set(settings, "editor.font.size", size + 1);
set(settings, "theme.mode", "dark");
set(settings, "telemetry", true);
console.log(JSON.stringify(settings));

const watched: Path<Settings>[] = ["theme.accent", "editor.wrap", "editor.font"];
for (const p of watched) {
  console.log(p, "=>", JSON.stringify(get(settings, p)));
}
