type Op = { kind: "same" | "add" | "del"; text: string };

function lcsTable(a: readonly string[], b: readonly string[]): number[][] {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
  return t;
}

function diff(a: readonly string[], b: readonly string[]): Op[] {
  const t = lcsTable(a, b);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ kind: "same", text: a[i] });
      i++;
      j++;
    } else if (t[i + 1][j] >= t[i][j + 1]) ops.push({ kind: "del", text: a[i++] });
    else ops.push({ kind: "add", text: b[j++] });
  }
  while (i < a.length) ops.push({ kind: "del", text: a[i++] });
  while (j < b.length) ops.push({ kind: "add", text: b[j++] });
  return ops;
}

const before = `import x from "y";
function greet(name) {
  console.log("Hello " + name);
}
greet("world");`.split("\n");
const after = `import x from "y";
function greet(name: string): void {
  console.log(\`Hello \${name}\`);
}

greet("world");
greet("again");`.split("\n");

const ops = diff(before, after);
const sigil: Record<Op["kind"], string> = { same: " ", add: "+", del: "-" };
console.log(ops.map((o) => `${sigil[o.kind]} ${o.text}`).join("\n"));
const stats = ops.reduce((s, o) => ({ ...s, [o.kind]: s[o.kind] + 1 }), { same: 0, add: 0, del: 0 });
console.log(stats, `similarity ${((2 * stats.same) / (before.length + after.length) * 100).toFixed(1)}%`);
const wordDiff = diff("the quick brown fox".split(" "), "the slow brown dog".split(" "));
console.log(wordDiff.map((o) => (o.kind === "same" ? o.text : o.kind === "add" ? `{+${o.text}+}` : `[-${o.text}-]`)).join(" "));
const charOps = diff([..."kitten"], [..."sitting"]);
console.log(charOps.filter((o) => o.kind !== "same").length, "char edits");
