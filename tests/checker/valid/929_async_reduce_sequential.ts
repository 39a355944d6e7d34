const ids = [3, 1, 2];
const total = await ids.reduce(async (accP, id) => {
  const acc = await accP;
  return acc + id * 10;
}, Promise.resolve(0));
console.log(total);
