// Timing-free comparison: sequential awaits and Promise.all give the same results in input order.
const work = async (x: number) => { for (let i = 0; i < x; i++) await null; return x * 2; };
const seq: number[] = [];
for (const x of [3, 1, 2]) seq.push(await work(x));
const par = await Promise.all([3, 1, 2].map(work));
console.log(seq, par, JSON.stringify(seq) === JSON.stringify(par));
