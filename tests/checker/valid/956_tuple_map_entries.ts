const entries: [string, number][] = Object.entries({ a: 1, b: 2 });
const swapped = entries.map(([k, v]): [number, string] => [v, k]);
const back = new Map(swapped);
console.log(back.get(2)?.toUpperCase());
