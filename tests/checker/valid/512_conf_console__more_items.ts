// Truncation: arrays over 100 items, strings over 10000 chars in arrays, Sets and Maps over 100 entries.
console.log(Array.from({ length: 101 }, () => 0));
console.log(new Set(Array.from({ length: 102 }, (_, i) => i)));
console.log(new Map(Array.from({ length: 101 }, (_, i) => [i, i])).size);
const obj: any = {};
for (let i = 0; i < 30; i++) obj["k" + i] = i;
console.log(obj);
