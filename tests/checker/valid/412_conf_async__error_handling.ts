// Rejections through async/await: try/catch, .catch, finally passes values through, rethrow.
async function fails(): Promise<number> { await null; throw new RangeError("async failure"); }
try { await fails(); } catch (e) { console.log("caught", (e as Error).name, (e as Error).message); }
console.log(await fails().catch((e) => "recovered: " + e.message));
console.log(await Promise.resolve(1).finally(() => 99), await Promise.reject(new Error("x")).finally(() => console.log("finally ran")).catch((e) => e.message));
const r = await Promise.reject(2).then(() => "not called", (e) => "onRejected " + e);
console.log(r);
try { await Promise.resolve().then(() => { throw new Error("in then"); }); } catch (e) { console.log((e as Error).message); }
try { await Promise.resolve(1).finally(() => { throw new Error("finally throws"); }); } catch (e) { console.log((e as Error).message); }
