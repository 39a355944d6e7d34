// Compound assignment, ++/-- and logical assignment on o[k] with computed keys of every kind
// (objects with toString, symbols, numbers, strings that are indexes), used as statements and as
// values, with getters and setters counting the reads and writes. (How many times an object
// key's toString runs is not printed: node 20 calls it twice where ECMA-262 says once; the
// unit test compiler/e2e_member_update_converts_the_key_once checks that.)
const log: string[] = [];
const o: any = {
  get a() { log.push("get a"); return 1; },
  set a(v) { log.push("set a " + v); },
};
const key = { toString: () => "a" };
o[key] += 1;
o[key]++;
--o[key];
o[key] **= 2;
o[key] ||= 9;
o[key] &&= 7;
o[key] ??= 5;
console.log(log.join(", "));

const sym = Symbol("s");
const t: any = { [sym]: 1 };
t[sym] += 41;
t[sym]++;
console.log(t[sym], typeof sym);

const arr = [10, 20, 30];
let i = 0;
const j = "2";
arr[i++] += 1;
arr[j] *= 2;
arr[1.0]--;
console.log(arr, i, arr[i]++ + ++arr[i], arr);

const counts: Record<string, number> = {};
for (const w of "the cat the hat the end".split(" ")) counts[w] = (counts[w] ?? 0) + 1, counts[w + "!"] ??= 0, counts[w + "!"]++;
console.log(JSON.stringify(counts));

const groups: Record<string, string[]> = {};
for (const w of ["apple", "avocado", "banana", "blueberry", "cherry"]) (groups[w[0]] ??= []).push(w);
console.log(JSON.stringify(groups));

const grid = [[1, 2], [3, 4]];
for (let r = 0; r < 2; r++) for (let c = 0; c < 2; c++) grid[r][c] *= grid[c][r];
console.log(JSON.stringify(grid));

const m = new Map<string, number>();
const obj: any = {};
const k2 = { toString() { return "x"; } };
const v1 = (obj[k2] = 3), v2 = (obj[k2] += 4), v3 = obj[k2]++, v4 = ++obj[k2], v5 = (obj[k2] ||= 0);
console.log(v1, v2, v3, v4, v5, obj.x, m.size);

function bump(target: any, k: any) { return target[k] += 1; }
console.log(bump({ 5: 1 }, 5), bump({ x: "s" }, k2), bump([1, 2], "1"));

for (const bad of [null, undefined]) {
  try { (bad as any)[key] += 1; } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
  try { (bad as any)["z"]++; } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
}
const frozen = Object.freeze({ a: 1 });
try { (frozen as any)[key] += 1; } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
