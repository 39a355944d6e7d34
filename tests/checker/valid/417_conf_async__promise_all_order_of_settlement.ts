// Promise.all keeps input order even when promises settle in a different order.
const settleOrder: number[] = [];
const after = (n: number, v: number) => { let p: Promise<unknown> = Promise.resolve(); for (let i = 0; i < n; i++) p = p.then(() => {}); return p.then(() => { settleOrder.push(v); return v; }); };
const res = await Promise.all([after(5, 1), after(1, 2), after(3, 3)]);
console.log(res, settleOrder);
const raced = await Promise.race([after(4, 10), after(2, 20)]);
console.log(raced);
