// Computed keys in patterns are evaluated in order; rest excludes computed keys.
const log: string[] = [];
const k = (s: string) => { log.push(s); return s; };
const { [k("b")]: b, [k("a")]: a, ...rest } = { a: 1, b: 2, c: 3, d: 4 } as any;
console.log(a, b, rest, log);
