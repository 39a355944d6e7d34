type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function getPath(root: Json, path: string): Json | undefined {
  const parts = path.split(".").filter((p) => p.length > 0);
  let cur: Json | undefined = root;
  for (const part of parts) {
    if (Array.isArray(cur)) {
      const idx = Number(part);
      if (!Number.isInteger(idx)) return undefined;
      cur = cur[idx];
    } else if (isObject(cur)) {
      cur = cur[part];
    } else {
      return undefined;
    }
  }
  return cur;
}

function setPath(root: JsonObject, path: string, value: Json): JsonObject {
  const parts = path.split(".");
  const last = parts.pop();
  if (last === undefined) return root;
  let cur: JsonObject = root;
  for (const p of parts) {
    const next = cur[p];
    if (isObject(next)) {
      cur = next;
    } else {
      const fresh: JsonObject = {};
      cur[p] = fresh;
      cur = fresh;
    }
  }
  cur[last] = value;
  return root;
}

function deepClone<T extends Json>(v: T): T {
  if (Array.isArray(v)) return v.map((x) => deepClone(x)) as T;
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepClone(x);
    return out as T;
  }
  return v;
}

function deepMerge(a: Json, b: Json): Json {
  if (isObject(a) && isObject(b)) {
    const out: JsonObject = { ...a };
    for (const key of Object.keys(b)) {
      out[key] = key in a ? deepMerge(a[key], b[key]) : b[key];
    }
    return out;
  }
  return b;
}

const config: JsonObject = {
  server: { host: "localhost", port: 8080, tls: false },
  users: [{ name: "ana", roles: ["admin"] }, { name: "bo", roles: [] }],
};

console.log(getPath(config, "server.port"));
console.log(getPath(config, "users.0.name"));
console.log(getPath(config, "users.5.name"));
const copy = deepClone(config);
setPath(copy, "server.tls", true);
setPath(copy, "logging.level", "debug");
console.log(JSON.stringify(copy));
console.log(JSON.stringify(config.server));
const merged = deepMerge(config, { server: { port: 9090 }, extra: [1, 2, null] });
console.log(JSON.stringify(merged, null, 2));
