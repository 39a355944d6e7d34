function api(path: string) { return fetchJson(path); }
api.base = "/v1";
async function fetchJson(p: string) { return { p }; }
function Component(props: { name: string }) { return `<b>${props.name}</b>`; }
Component.displayName = "Comp";
Component.defaultProps = { name: "x" } as { name: string };
console.log(Component(Component.defaultProps), Component.displayName);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
sleep.short = 1;
await sleep(sleep.short);
function counter() { counter.n = (counter.n ?? 0) + 1; return counter.n; }
counter.n = 0 as number | undefined;
console.log(counter(), counter(), api.base);
const fmt = Object.assign((n: number) => n.toFixed(2), { unit: "kg" });
console.log(fmt(1), fmt.unit);
function tagged(strings: TemplateStringsArray, ...vals: unknown[]) { return strings.join("?") + vals.length; }
tagged.raw = true;
console.log(tagged`a${1}b`, tagged.raw);
for (const f of [counter]) console.log(f.n);
const list = [api, Component].map((f) => f.name);
console.log(list);
