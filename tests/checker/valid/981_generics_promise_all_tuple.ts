async function user() { return { name: "ann" }; }
async function count() { return 3; }
const [u, c] = await Promise.all([user(), count()]);
console.log(u.name.toUpperCase(), c.toFixed(0));
const [s1, n1, b1] = await Promise.all([Promise.resolve("s"), 1, Promise.resolve(true)]);
console.log(s1.length, n1 + 1, b1 === true);
