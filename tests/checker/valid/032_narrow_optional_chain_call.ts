interface Plugin {
  name: string;
  init?: (opts: { debug: boolean }) => string;
}
const plugins: Plugin[] = [{ name: "a" }, { name: "b", init: (o) => `b:${o.debug}` }];
for (const p of plugins) {
  const r = p.init?.({ debug: true });
  console.log(p.name, r ?? "no init");
}
