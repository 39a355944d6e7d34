// console.log of a 20,000-key object 1,000 times, long after the output cap was reached.
const o: Record<string, number> = {};
for (let i = 0; i < 20000; i++) o["key" + i] = i;
for (let i = 0; i < 1000; i++) console.log(o);
