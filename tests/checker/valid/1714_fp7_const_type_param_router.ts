// Typed router and string enums built with const type parameters.
function defineEnum<const T extends readonly string[]>(...values: T) {
  const set = new Set<string>(values);
  return {
    values,
    is(x: unknown): x is T[number] {
      return typeof x === "string" && set.has(x);
    },
    parse(x: string): T[number] {
      if (!set.has(x)) throw new RangeError(`'${x}' is not one of ${values.join(", ")}`);
      return x as T[number];
    },
  };
}

function path<const P extends readonly (string | number)[]>(...segments: P): P {
  return segments;
}

const Method = defineEnum("GET", "POST", "DELETE");
type Method = (typeof Method.values)[number];

const usersPath: readonly ["api", 1, "users"] = path("api", 1, "users");
const healthPath: readonly ["health"] = path("health");

interface Route {
  method: Method;
  segments: readonly (string | number)[];
  handler: (params: Record<string, string>) => string;
}

const routes: Route[] = [
  { method: "GET", segments: usersPath, handler: () => "list users" },
  { method: "GET", segments: [...usersPath, ":id"], handler: (p) => `user ${p.id}` },
  { method: "DELETE", segments: [...usersPath, ":id"], handler: (p) => `deleted ${p.id}` },
  { method: "GET", segments: healthPath, handler: () => "ok" },
];

function dispatch(method: string, url: string): string {
  if (!Method.is(method)) return `405 ${method}`;
  const parts = url.split("/").filter(Boolean);
  for (const r of routes) {
    if (r.method !== method || r.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const match = r.segments.every((seg, i) => {
      if (typeof seg === "number") return String(seg) === parts[i];
      if (seg.startsWith(":")) {
        params[seg.slice(1)] = parts[i];
        return true;
      }
      return seg === parts[i];
    });
    if (match) return `200 ${r.handler(params)}`;
  }
  return `404 ${url}`;
}

console.log(dispatch("GET", "/api/1/users"));
console.log(dispatch("GET", "/api/1/users/42"));
console.log(dispatch("DELETE", "/api/1/users/7"));
console.log(dispatch("PATCH", "/api/users/7"));
console.log(dispatch("GET", "/health"), dispatch("POST", "/health"));
try {
  Method.parse("PUT");
} catch (e) {
  console.log(e instanceof RangeError ? e.message : "?");
}
const m: Method = Method.parse("POST");
console.log(m, Method.values.length, usersPath.join("/"));
