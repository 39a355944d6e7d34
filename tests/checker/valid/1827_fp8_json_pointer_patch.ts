type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");
const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

function parsePointer(ptr: string): string[] {
  if (ptr === "") return [];
  if (!ptr.startsWith("/")) throw new SyntaxError(`invalid pointer "${ptr}"`);
  return ptr.slice(1).split("/").map(unescape);
}

function resolve(doc: Json, ptr: string): Json | undefined {
  return parsePointer(ptr).reduce<Json | undefined>((cur, tok) => {
    if (Array.isArray(cur)) return /^(0|[1-9]\d*)$/.test(tok) ? cur[Number(tok)] : undefined;
    if (cur !== null && typeof cur === "object") return Object.hasOwn(cur, tok) ? cur[tok] : undefined;
    return undefined;
  }, doc);
}

type Op =
  | { op: "add"; path: string; value: Json }
  | { op: "remove"; path: string }
  | { op: "replace"; path: string; value: Json }
  | { op: "test"; path: string; value: Json };

function apply(doc: Json, ops: readonly Op[]): Json {
  let result = structuredClone(doc);
  for (const o of ops) {
    const toks = parsePointer(o.path);
    const last = toks.pop();
    if (last === undefined) {
      if (o.op === "remove") result = null;
      else if (o.op !== "test") result = o.value;
      continue;
    }
    const parent = resolve(result, toks.map(escape).map((t) => "/" + t).join(""));
    if (parent === undefined || parent === null || typeof parent !== "object") throw new Error(`no parent for ${o.path}`);
    if (Array.isArray(parent)) {
      const i = last === "-" ? parent.length : Number(last);
      if (o.op === "add") parent.splice(i, 0, o.value);
      else if (o.op === "remove") parent.splice(i, 1);
      else if (o.op === "replace") parent[i] = o.value;
      else if (JSON.stringify(parent[i]) !== JSON.stringify(o.value)) throw new Error(`test failed at ${o.path}`);
    } else {
      switch (o.op) {
        case "add":
        case "replace":
          parent[last] = o.value;
          break;
        case "remove":
          delete parent[last];
          break;
        case "test":
          if (JSON.stringify(parent[last]) !== JSON.stringify(o.value)) throw new Error(`test failed at ${o.path}`);
      }
    }
  }
  return result;
}

const doc: Json = { "a/b": 1, "m~n": 2, list: [1, 2, 3], nested: { deep: { x: true } } };
console.log(resolve(doc, "/a~1b"), resolve(doc, "/m~0n"), resolve(doc, "/list/2"), resolve(doc, "/list/03"), resolve(doc, "/nested/deep/x"));
const patched = apply(doc, [
  { op: "add", path: "/list/-", value: 4 },
  { op: "remove", path: "/list/0" },
  { op: "replace", path: "/nested/deep", value: { y: [null] } },
  { op: "test", path: "/m~0n", value: 2 },
  { op: "add", path: "/new", value: "hi" },
]);
console.log(JSON.stringify(patched));
console.log(JSON.stringify(doc));
try {
  apply(doc, [{ op: "test", path: "/list/0", value: 9 }]);
} catch (e) {
  console.log((e as Error).message);
}
try { resolve(doc, "bad"); } catch (e) { console.log(e instanceof SyntaxError, (e as Error).message); }
