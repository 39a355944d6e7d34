// Found by the hunter (scripts/hunt-checker): an outer call's type parameter in the contextual
// type of an inner generic call must not leak into the inner inference
// (Object.values(Object.fromEntries(...)) is number[], not T[]).
const lengths = Object.values(Object.fromEntries(["north", "south"].map((k) => [k, k.length])));
const labels = lengths.map((n) => n.toFixed(1)).join("/");
const seen = new Map<string, number>([["k", 1]]).has(labels);
const pairs = Object.entries(Object.fromEntries([["a", 1], ["b", 2]] as [string, number][]));
console.log(labels, seen, pairs.map(([k, v]) => k + v.toFixed(0)));
