interface Settings { theme: "light" | "dark"; fontSize: number; autosave: boolean; }
const defaults: Settings = { theme: "light", fontSize: 14, autosave: true };
function update(base: Settings, patch: Partial<Settings>): Settings {
  return { ...base, ...patch };
}
const s1 = update(defaults, { fontSize: 16 });
const s2 = update(s1, { theme: "dark", autosave: false });
console.log(s2.theme, s2.fontSize.toFixed(0), s2.autosave);
