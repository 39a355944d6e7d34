const payload = Math.random() > 0.5 ? { ok: true, data: [1, 2] } : { ok: false, error: "timeout" };
const count: number = payload;
console.log(count);
