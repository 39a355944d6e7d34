type Tail = [...string[], number];
const a: Tail = ["a", 2, 3];
const b: Tail = ["a", "b", true];
type Mid = [string, ...number[], boolean];
const m: Mid = ["a", 1, "2", true];
