function keep<const T>(x: T): T { return x; }
const k1: "a" = keep("a");
const k2: readonly ["x", 2] = keep(["x", 2]);
const k3: { readonly mode: "fast" } = keep({ mode: "fast" });
function routes<const T extends readonly string[]>(...paths: T): T { return paths; }
const r: readonly ["/a", "/b"] = routes("/a", "/b");
const bad: "b" = keep("a");
const bad2: readonly ["/a"] = routes("/b");
console.log(k1, k2, k3, r, bad, bad2);
