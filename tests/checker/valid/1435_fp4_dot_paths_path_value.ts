// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Path<T> = T extends object
  ? { [K in keyof T & string]: T[K] extends object ? K | `${K}.${Path<T[K]>}` : K }[keyof T & string]
  : never;

type PathValue<T, P extends string> = P extends `${infer Head}.${infer Tail}`
  ? Head extends keyof T
    ? PathValue<T[Head], Tail>
    : never
  : P extends keyof T
    ? T[P]
    : never;

interface Doc {
  title: string;
  meta: { author: { name: string; email: string }; views: number };
  flags: { draft: boolean };
}

function getPath<T, P extends Path<T>>(obj: T, path: P): PathValue<T, P> {
  return path.split(".").reduce<any>((o, k) => (o == null ? undefined : o[k]), obj);
}

function setPath<T, P extends Path<T>>(obj: T, path: P, value: PathValue<T, P>): void {
  const parts = path.split(".");
  const last = parts.pop()!;
  const parent = parts.reduce<any>((o, k) => o[k], obj);
  parent[last] = value;
}

const doc: Doc = {
  title: "Hello",
  meta: { author: { name: "Ann", email: "ann@x.io" }, views: 10 },
  flags: { draft: true },
};

const name: string = getPath(doc, "meta.author.name");
const views: number = getPath(doc, "meta.views");
setPath(doc, "meta.views", views + 1);
setPath(doc, "flags.draft", false);
console.log(name, getPath(doc, "meta.views"), doc.flags.draft);

const watched: Path<Doc>[] = ["title", "meta.author.email", "flags.draft"];
for (const p of watched) console.log(p, JSON.stringify(getPath(doc, p)));

type Flatten<T> = { [P in Path<T> as PathValue<T, P> extends object ? never : P]: PathValue<T, P> };
const flat: Flatten<Doc> = {
  title: doc.title,
  "meta.author.name": doc.meta.author.name,
  "meta.author.email": doc.meta.author.email,
  "meta.views": doc.meta.views,
  "flags.draft": doc.flags.draft,
};
console.log(Object.keys(flat).length);
