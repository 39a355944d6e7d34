// find/findIndex/findLast/findLastIndex visit holes as undefined and get (value, index, array).
const a = [5, , 12, 8, 130, 44];
console.log(a.find((x) => x! > 10), a.findIndex((x) => x! > 10), a.findLast((x) => x! > 10), a.findLastIndex((x) => x! > 10));
console.log(a.find((x) => x === undefined), a.findIndex((x) => x === undefined), a.find(() => false), a.findIndex(() => false), a.findLastIndex(() => false));
const visits: string[] = [];
[1, , 3].find((v, i, arr) => { visits.push(`${i}:${v}:${arr.length}`); return false; });
console.log(visits);
console.log([1, 2, 3].find(function (this: any, x) { return x === this.t; }, { t: 2 }));
try { [1].find(5 as any); } catch (e) { console.log((e as Error).message); }
