// Sets of objects use identity; deduplicating by key requires a Map.
const a = { id: 1 }, b = { id: 1 };
console.log(new Set([a, b, a]).size);
const byId = new Map([a, b, { id: 2 }].map((o) => [o.id, o]));
console.log([...byId.values()], byId.get(1) === b);
