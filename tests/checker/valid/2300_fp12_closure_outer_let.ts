// A `let` that a closure assigns is read inside closures with its declared type (tsc starts
// their flow over), not with the narrowing its initializer gave it outside.
class Cell {
  value = 0;
  next: Cell | null = null;
}

function increasingRun(cells: Cell[]): boolean {
  let prev: Cell | null = null;
  const visit = (c: Cell): boolean => {
    if (prev && prev.value > c.value) return false;
    prev = c;
    return true;
  };
  return cells.every(visit);
}

function lastLabel(words: string[]): string {
  let last: string | undefined = undefined;
  words.forEach((w) => {
    if (last !== undefined && last.length > w.length) return;
    last = w;
  });
  return last ?? "";
}

// A function expression and an object method work the same way.
function counter() {
  let best: { n: number } | null = null;
  const api = {
    offer(n: number) {
      if (best === null || best.n < n) best = { n };
    },
    read: function () {
      return best ? best.n : -1;
    },
  };
  return api;
}

// A parameter reassigned in a callback.
function walk(head: Cell | null): number {
  let total = 0;
  const step = () => {
    if (head) {
      total += head.value;
      head = head.next;
    }
  };
  while (head) step();
  return total;
}

// Generic: the declared type of an outer `let` of type T | null.
function firstMatch<T>(xs: T[], ok: (x: T) => boolean): T | null {
  let found: T | null = null;
  xs.forEach((x) => {
    if (found === null && ok(x)) found = x;
  });
  return found;
}

// Past the last assignment the narrowing is kept (TS 5.4).
function pastLast(s: string | null) {
  let t: string | null = null;
  t = s ?? "x";
  return [1, 2].map((i) => t.length + i);
}

// A const keeps its narrowing in every closure.
function constKept(s: string | null) {
  const v = s;
  if (v !== null) return () => v.toUpperCase();
  return () => "";
}

// Assignments to another variable of the same name (a block's, a loop's, a callback's) do not
// count: the outer one keeps its narrowing in the closure.
function shadowed(root: Cell | null) {
  let node: Cell | null = root;
  if (node) {
    [1].forEach(() => console.log(node.value));
  }
  for (let i = 0; i < 2; i++) {
    let node = new Cell();
    node = node.next ?? node;
  }
  const again = () => {
    let node: Cell | null = null;
    node = new Cell();
    return node;
  };
  for (let node = 0; node < 1; node++) console.log(node);
  try {
    again();
  } catch (node) {
    console.log(node);
  }
  return again;
}

// A let declared at the top level of a module.
let mode: "a" | "b" | null = null;
const setMode = (m: "a" | "b") => {
  if (mode === null || mode !== m) mode = m;
};
setMode("a");
console.log(increasingRun([new Cell()]), lastLabel(["ab", "c"]), counter().read(), walk(null));
console.log(firstMatch([1, 2, 3], (x) => x > 1), pastLast("q"), constKept("w")(), mode, shadowed(null)());
