// Object.is, valueOf/toString overrides in arithmetic, boxed-free comparisons.
console.log(Object.is(0, -0), Object.is(-0, -0), Object.is(NaN, 0 / 0), Object.is("a", "a"), Object.is({}, {}), Object.is(null, undefined));
const o = { valueOf: () => 10 };
console.log(+o, o as any > 5, (o as any) + 5, `${o}`, JSON.stringify(o));
console.log([0, -0, NaN].map((v) => [Object.is(v, 0), v === 0, [v].includes(0), [v].indexOf(0)]));
