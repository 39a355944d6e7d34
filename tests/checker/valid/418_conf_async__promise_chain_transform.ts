// A chain of then calls transforming data, with a catch in the middle recovering.
const r = await Promise.resolve([1, 2, 3])
  .then((xs) => xs.map((x) => x * 2))
  .then((xs) => { if (xs.length > 2) throw new Error("too many"); return xs; })
  .catch((e) => { console.log("recovering from", e.message); return [0]; })
  .then((xs) => xs.concat(99));
console.log(r);
