// reduce building objects and Maps; index tracking; min/max by key.
const items = [{ id: "a", n: 3 }, { id: "b", n: 7 }, { id: "c", n: 5 }];
const byId = items.reduce<Record<string, number>>((acc, it) => ({ ...acc, [it.id]: it.n }), {});
const max = items.reduce((best, it) => (it.n > best.n ? it : best));
const idxOfMin = items.reduce((bi, it, i, arr) => (it.n < arr[bi].n ? i : bi), 0);
console.log(byId, max, idxOfMin, items.reduce((m, it) => m.set(it.id, it.n * 2), new Map()));
