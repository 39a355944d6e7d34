type Tail = [...string[], number];
const t: Tail = ["a", "b", 1];
const t2: Tail = [1];
function last(...args: [...string[], number]) { return args[args.length - 1]; }
last("a", 2);
last(3);
type Mid = [string, ...number[], boolean];
const m: Mid = ["a", 1, 2, true];
console.log(t, t2, m);
