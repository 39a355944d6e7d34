type Edit<T> = { op: "keep"; value: T } | { op: "add"; value: T } | { op: "del"; value: T };

function lcsTable<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): number[][] {
  const t: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i][j] = eq(a[i], b[j]) ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
  return t;
}

function diff<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = Object.is): Edit<T>[] {
  const t = lcsTable(a, b, eq);
  const out: Edit<T>[] = [];
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    if (eq(a[i], b[j])) { out.push({ op: "keep", value: a[i] }); i++; j++; }
    else if (t[i + 1][j] >= t[i][j + 1]) out.push({ op: "del", value: a[i++] });
    else out.push({ op: "add", value: b[j++] });
  }
  while (i < a.length) out.push({ op: "del", value: a[i++] });
  while (j < b.length) out.push({ op: "add", value: b[j++] });
  return out;
}

function unified(edits: Edit<string>[], context = 1): string {
  const marks = { keep: " ", add: "+", del: "-" } as const;
  const changed = edits.map((e) => e.op !== "keep");
  const show = edits.map((_, i) => changed.slice(Math.max(0, i - context), i + context + 1).some(Boolean));
  const lines: string[] = [];
  edits.forEach((e, i) => {
    if (show[i]) lines.push(marks[e.op] + e.value);
    else if (show[i - 1]) lines.push("...");
  });
  return lines.join("\n");
}

const before = `function add(a, b) {
  return a + b;
}

console.log(add(1, 2));
console.log("done");`.split("\n");
const after = `function add(a: number, b: number) {
  return a + b;
}

console.log(add(1, 2));
console.log(add(3, 4));
console.log("done");`.split("\n");

const edits = diff(before, after);
console.log(unified(edits));
const stats = edits.reduce((s, e) => ({ ...s, [e.op]: s[e.op] + 1 }), { keep: 0, add: 0, del: 0 });
console.log(stats);
const wordDiff = diff("the quick brown fox".split(" "), "the slow brown cat".split(" "));
console.log(wordDiff.map((e) => (e.op === "keep" ? e.value : e.op === "add" ? `{+${e.value}+}` : `[-${e.value}-]`)).join(" "));
const ci = diff(["A", "b"], ["a", "B", "c"], (x, y) => x.toLowerCase() === y.toLowerCase());
console.log(ci.map((e) => e.op).join(","));
