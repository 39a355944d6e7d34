type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface Node { id: string; children?: Node[]; meta?: { weight?: number; tags?: string[] } }

function totalWeight(n: Node | undefined): number {
  if (!n) return 0;
  const own = n.meta?.weight ?? 1;
  return own + (n.children?.reduce((s, c) => s + totalWeight(c), 0) ?? 0);
}

function tagsOf(n: Node): string[] {
  const out = new Set(n.meta?.tags);
  n.children?.forEach((c) => tagsOf(c).forEach((t) => out.add(t)));
  return [...out].sort();
}

function find(n: Node, id: string): Node | undefined {
  if (n.id === id) return n;
  for (const c of n.children ?? []) {
    const hit = find(c, id);
    if (hit) return hit;
  }
  return undefined;
}

function summarize(v: Json): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `[${v.map(summarize).join(",")}]`;
  switch (typeof v) {
    case "object":
      return `{${Object.keys(v).sort().map((k) => `${k}:${summarize(v[k])}`).join(",")}}`;
    case "string":
      return JSON.stringify(v.length > 5 ? v.slice(0, 5) + "…" : v);
    case "number":
      return Number.isInteger(v) ? String(v) : v.toFixed(2);
    case "boolean":
      return v ? "T" : "F";
  }
}

const tree: Node = {
  id: "root",
  meta: { weight: 2, tags: ["a"] },
  children: [
    { id: "x", meta: { tags: ["b", "a"] } },
    { id: "y", children: [{ id: "y1", meta: { weight: 5 } }, { id: "y2", meta: { tags: ["c"] } }] },
  ],
};
console.log(totalWeight(tree), totalWeight(undefined), tagsOf(tree));
const y1 = find(tree, "y1");
console.log(y1?.meta?.weight, find(tree, "zz")?.id ?? "missing");
console.log(summarize(JSON.parse('{"b":[1,2.5,"hello world"],"a":{"z":null,"t":true}}')));

type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number } | { kind: "poly"; pts: [number, number][] };
function area(s: Shape | null | undefined): number {
  if (s == null) return 0;
  if ("r" in s) return Math.PI * s.r ** 2;
  if (s.kind === "rect") return s.w * s.h;
  let a = 0;
  s.pts.forEach(([x1, y1], i) => {
    const [x2, y2] = s.pts[(i + 1) % s.pts.length];
    a += x1 * y2 - x2 * y1;
  });
  return Math.abs(a) / 2;
}
const shapes: (Shape | null)[] = [{ kind: "circle", r: 1 }, null, { kind: "rect", w: 2, h: 3 }, { kind: "poly", pts: [[0, 0], [4, 0], [0, 3]] }];
console.log(shapes.map((s) => area(s).toFixed(2)), shapes.filter((s): s is Shape => !!s).map((s) => s.kind));
const maybeList: string[] | string | undefined = Math.random() > 2 ? undefined : "one";
const asList = maybeList === undefined ? [] : typeof maybeList === "string" ? [maybeList] : maybeList;
console.log(asList);
