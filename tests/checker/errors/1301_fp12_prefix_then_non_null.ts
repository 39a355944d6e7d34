// After `!` or `-`, `x!.y` is a member of x, not of the prefix operation's result.
const m = new Map<string, { count: number; name: string }>();
const a = !m.get("k")!.cont;
const b = -m.get("k")!.name;
const c = typeof m.get("k")!.nam;
console.log(a, b, c);
