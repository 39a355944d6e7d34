// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
interface RequestInit2 { method: HttpMethod; headers: Record<string, string>; body?: string; timeoutMs: number }

class RequestBuilder {
  private init: RequestInit2 = { method: "GET", headers: {}, timeoutMs: 1000 };
  private query: Array<[string, string]> = [];
  constructor(private readonly base: string) {}

  method(m: HttpMethod): this {
    this.init.method = m;
    return this;
  }
  header(k: string, v: string): this {
    this.init.headers[k.toLowerCase()] = v;
    return this;
  }
  param(k: string, v: string | number | boolean | undefined): this {
    if (v !== undefined) this.query.push([k, String(v)]);
    return this;
  }
  json(body: unknown): this {
    this.init.body = JSON.stringify(body);
    return this.header("Content-Type", "application/json");
  }
  timeout(ms: number): this {
    this.init.timeoutMs = ms;
    return this;
  }
  build(): { url: string } & Readonly<RequestInit2> {
    const qs = this.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
    return { url: qs ? `${this.base}?${qs}` : this.base, ...this.init, headers: { ...this.init.headers } };
  }
}

class AuthedBuilder extends RequestBuilder {
  bearer(token: string) {
    return this.header("Authorization", `Bearer ${token}`);
  }
}

const req = new AuthedBuilder("https://api.example.com/v1/search")
  .method("POST")
  .bearer("t0k3n")
  .param("q", "typescript")
  .param("page", 2)
  .param("exact", false)
  .param("skip", undefined)
  .json({ filters: ["a", "b"] })
  .timeout(250)
  .build();

console.log(req.url);
console.log(req.method, req.timeoutMs, Object.entries(req.headers).sort());
console.log(req.body);

type BuilderMethods = Exclude<keyof AuthedBuilder, "build">;
const used: BuilderMethods[] = ["method", "bearer", "param", "json", "timeout"];
console.log(used.length);

const [path, search = ""] = req.url.split("?");
console.log(path.replace(/^https?:\/\//, "").split("/")[0], search.split("&").map((p) => p.split("=")[0]));
