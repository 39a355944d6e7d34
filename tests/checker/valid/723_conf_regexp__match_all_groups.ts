// matchAll iteration with named groups and indexes; result arrays keep input.
const text = "a=1, bb=22, ccc=333";
for (const m of text.matchAll(/(?<k>\w+)=(?<v>\d+)/g)) console.log(m.index, m[0], m.groups!.k, m.groups!.v, m.input === text);
const all = Array.from("x1y2".matchAll(/\d/g), (m) => m[0]);
console.log(all);
