// `!x!.y`: the non-null assertion and the member access bind before the prefix operator.
class Letter {
  next: (Letter | null)[] = new Array(26).fill(null);
  word = false;
  count = 0;
}

function has(root: Letter, w: string): boolean {
  let cur = root;
  for (const ch of w) {
    const i = ch.charCodeAt(0) - 97;
    if (cur.next[i] === null || !cur.next[i]!.word) return false;
    cur = cur.next[i]!;
  }
  return true;
}

const seen = new Map<string, { n: number; tags: string[] }>();
seen.set("a", { n: 2, tags: ["x"] });
const neg = -seen.get("a")!.n;
const kind = typeof seen.get("a")!.tags;
const none = !seen.get("a")!.tags.length;
const flipped = ~seen.get("a")!.n;
console.log(has(new Letter(), "ab"), neg, kind, none, flipped, void seen.get("a")!.n);
console.log(seen.size > 0 && !seen.get("a")!.tags.includes("y"), !!seen.get("a")!.n);

async function load(p: Promise<{ rows: number[] } | undefined>): Promise<number> {
  const r = await p!;
  return r ? -r.rows.length : 0;
}
load(Promise.resolve({ rows: [1] })).then((n) => console.log(n));
