// Promise.all/allSettled/race/any: results, order, empty inputs, rejections and AggregateError.
const delay = (v: unknown, fail = false) => new Promise((res, rej) => Promise.resolve().then(() => (fail ? rej(v) : res(v))));
console.log(await Promise.all([1, delay(2), Promise.resolve(3)]), await Promise.all([]));
console.log(await Promise.allSettled([delay("ok"), delay(new Error("bad"), true), 5]));
console.log(await Promise.race([delay("slow"), "fast"]), await Promise.any([delay("e1", true), delay("winner")]));
try { await Promise.all([delay("x"), Promise.reject(new TypeError("first failure"))]); } catch (e) { console.log((e as Error).message); }
try { await Promise.any([Promise.reject(1), Promise.reject(2)]); } catch (e) { console.log((e as Error).constructor.name, (e as Error).message, (e as AggregateError).errors); }
try { await Promise.any([]); } catch (e) { console.log((e as Error).message, (e as AggregateError).errors); }
console.log(await Promise.race([]).constructor === undefined ? "" : "race of [] never settles (not awaited)");
