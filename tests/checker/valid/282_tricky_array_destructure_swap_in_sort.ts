const pairs = [
  { k: "b", v: 2 },
  { k: "a", v: 1 },
];
const byKey = [...pairs].sort(({ k: a }, { k: b }) => (a < b ? -1 : a > b ? 1 : 0));
console.log(byKey[0].k);
