// `a || b` is a's type when a cannot be falsy (an object, a non-empty literal), and `a && b` is
// a's type when a cannot be truthy: the right side is never the result.
class Slot {
  next: (Slot | undefined)[] = [];
  end = false;
}

function follow(root: Slot, path: number[]): number {
  let cur = root;
  let steps = 0;
  for (const i of path) {
    cur = (cur.next[i] as Slot) || null;
    if (cur === null) break;
    steps++;
  }
  return steps;
}

interface Box<T> { value: T; }
function unwrap<T>(b: Box<T>): Box<T> {
  const kept: Box<T> = b || undefined;
  return kept;
}

const nums = [3, 1];
const list: number[] = nums || undefined;
const inc = (x: number) => x + 1;
const fn: (x: number) => number = inc || null;
const go = "go" as const;
const tag: "go" = go || null;
const pair: [number, string] = [1, "a"];
const kept: [number, string] = pair || null;
const none = null;
const nothing: null = none && list.length;
const empty = new Slot() || null;
const sure: Slot = empty;
console.log(follow(new Slot(), [0]), unwrap({ value: 2 }), list, fn(1), tag, kept, nothing, sure.end);
