// Select fields of a typed object graph with a typed selection (GraphQL-ish), recursive conditional types
interface Author {
  id: number;
  name: string;
  email: string;
  posts: Post[];
}
interface Post {
  id: number;
  title: string;
  body: string;
  tags: string[];
  author: Author;
}

type Selection<T> = {
  [K in keyof T]?: T[K] extends (infer E)[] ? (E extends object ? Selection<E> : true) : T[K] extends object ? Selection<T[K]> : true;
};

type Selected<T, S> = {
  [K in keyof S & keyof T]: T[K] extends (infer E)[]
    ? E extends object
      ? Selected<E, S[K]>[]
      : T[K]
    : T[K] extends object
      ? Selected<T[K], S[K]>
      : T[K];
};

function select<T extends object, S extends Selection<T>>(obj: T, sel: S): Selected<T, S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(sel) as Array<keyof S & keyof T & string>) {
    const v = obj[key] as unknown;
    const sub = sel[key] as unknown;
    if (sub === true) out[key] = v;
    else if (Array.isArray(v)) out[key] = v.map((item: object) => select(item, sub as Selection<object>));
    else if (v && typeof v === "object") out[key] = select(v, sub as Selection<object>);
  }
  return out as Selected<T, S>;
}

const ann: Author = { id: 1, name: "Ann", email: "ann@example.com", posts: [] };
const posts: Post[] = [
  { id: 10, title: "Types", body: "...", tags: ["ts"], author: ann },
  { id: 11, title: "Tuples", body: "....", tags: ["ts", "fp"], author: ann },
];
ann.posts = posts;

const view = select(ann, { name: true, posts: { title: true, tags: true } });
console.log(view.name, view.posts.map((p) => `${p.title}[${p.tags.join(",")}]`));
const postView = select(posts[1], { id: true, author: { email: true } });
console.log(postView.id, postView.author.email);

type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
type DeepReadonly<T> = T extends (infer E)[] ? ReadonlyArray<DeepReadonly<E>> : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

function merge<T extends object>(base: T, patch: DeepPartial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch as object)) {
    const cur = out[k];
    out[k] = v && typeof v === "object" && !Array.isArray(v) && cur && typeof cur === "object" ? merge(cur as object, v as object) : v;
  }
  return out as T;
}
interface Settings {
  ui: { theme: string; scale: number };
  net: { retries: number; hosts: string[] };
}
const base: DeepReadonly<Settings> = { ui: { theme: "light", scale: 1 }, net: { retries: 3, hosts: ["a"] } };
const merged = merge<Settings>({ ui: { ...base.ui }, net: { ...base.net, hosts: [...base.net.hosts] } }, { ui: { scale: 2 }, net: { hosts: ["b", "c"] } });
console.log(JSON.stringify(merged));
