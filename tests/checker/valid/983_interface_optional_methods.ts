interface Plugin {
  name: string;
  init?(): void;
  transform?: (s: string) => string;
}
const plugins: Plugin[] = [{ name: "a", transform: (s) => s.trim() }, { name: "b", init() { console.log("init b"); } }];
for (const p of plugins) {
  p.init?.();
  console.log(p.transform ? p.transform("  x ") : p.name);
}
