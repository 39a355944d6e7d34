// Later spreads override earlier keys; key order stays from first appearance; integer keys sorted.
const defaults = { color: "red", size: 1, 2: "two" };
const opts = { size: 5, extra: true, 1: "one" };
console.log({ ...defaults, ...opts }, { ...opts, ...defaults }, { color: "blue", ...defaults, size: 9 });
const cond = false;
console.log({ a: 1, ...(cond ? { b: 2 } : {}), ...(cond && { c: 3 }), ...(!cond && { d: 4 }) });
