interface Settings {
  theme: "light" | "dark";
  fontSize: number;
  autosave: boolean;
}
const defaults: Settings = { theme: "light", fontSize: 14, autosave: true };
function update(s: Settings, patch: Partial<Settings>): Settings {
  return { ...s, ...patch };
}
console.log(update(defaults, { fontSize: 16 }));
