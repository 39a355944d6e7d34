function parse(s) {
    if (s.startsWith("get "))
        return { name: "get", key: s.slice(4) };
    return s === "keys" ? { name: "keys", pattern: "*" } : new Error(`unknown ${s}`);
}
const c = { name: "get", key: "k" };
const circle = { kind: "circle", r: 1 };
const other = { kind: "blob", label: "x" };
const f = { on: true, since: 3 };
const r = parse("keys");
console.log(r instanceof Error ? r.message : r.name, c, circle, other, f);
