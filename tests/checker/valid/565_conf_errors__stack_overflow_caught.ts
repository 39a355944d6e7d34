// Deep recursion throws a catchable RangeError; execution continues normally afterwards.
function down(n: number): number { return n === 0 ? 0 : 1 + down(n - 1); }
try { down(1e7); } catch (e) { console.log((e as Error).name, (e as Error).message, e instanceof RangeError); }
console.log(down(500));
const a: any = {};
a.toJSON = () => a;
const cyclic: any = { toString() { return `${this}`; } };
try { String(cyclic); } catch (e) { console.log((e as Error).name); }
