// Fluent builders with polymorphic this and subclassing.
class RequestBuilder {
  protected headers: Record<string, string> = {};
  protected query: [string, string][] = [];
  protected method: "GET" | "POST" | "PUT" = "GET";

  constructor(protected readonly url: string) {}

  header(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  param(name: string, value: string | number | boolean): this {
    this.query.push([name, String(value)]);
    return this;
  }

  using(method: "GET" | "POST" | "PUT"): this {
    this.method = method;
    return this;
  }

  build(): { method: string; url: string; headers: Record<string, string>; body?: string } {
    const qs = this.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
    return { method: this.method, url: qs ? `${this.url}?${qs}` : this.url, headers: { ...this.headers } };
  }
}

class JsonRequestBuilder extends RequestBuilder {
  private payload: unknown = undefined;

  json<T extends object>(body: T): this {
    this.payload = body;
    return this.header("Content-Type", "application/json").using("POST");
  }

  bearer(token: string): this {
    return this.header("Authorization", `Bearer ${token}`);
  }

  override build() {
    const base = super.build();
    return this.payload === undefined ? base : { ...base, body: JSON.stringify(this.payload) };
  }
}

const get = new RequestBuilder("https://api.example.com/items").param("page", 2).param("q", "a b").header("X-Trace", "1").build();
console.log(get.method, get.url, JSON.stringify(get.headers));

const post = new JsonRequestBuilder("https://api.example.com/items")
  .bearer("tok")
  .param("dry", true)
  .json({ name: "widget", tags: ["x"] })
  .header("X-Id", "42")
  .build();
console.log(post.method, post.url);
console.log(Object.keys(post.headers).sort().join(","), post.body);

function withDefaults<B extends RequestBuilder>(b: B): B {
  return b.header("User-Agent", "agent/1.0").param("v", 1);
}
const jb = withDefaults(new JsonRequestBuilder("/x")).bearer("t2");
console.log(jb.build().headers["authorization"], jb.build().url);
