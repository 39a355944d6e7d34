// `as const` where a mutable array or tuple is expected makes a mutable tuple (tsc's
// isMutableArrayLikeType), so these are valid; a readonly context keeps it readonly.
const a: string[] = ["x"] as const;
const b: [number, number] = [1, 2] as const;
const c: number[][] = [[1, 2]] as const;
const d: readonly number[] = [1] as const;
function f(xs: string[]) { return xs.length; }
f(["a", "b"] as const);
const e: (string | number)[] | undefined = [1, "a"] as const;
console.log(a, b, c, d, e);
