// Symbol.match/matchAll/replace/search/split dispatch, RegExp.prototype[Symbol.*], Symbol.species, Date.prototype[Symbol.toPrimitive].
console.log("abc".match({ [Symbol.match](s: string) { return "m:" + s; } } as any), "abc".replace({ [Symbol.replace](s: string, r: string) { return "r:" + s + r; } } as any, "X"), "abc".search({[Symbol.search](s: string) { return 42; }} as any), "abc".split({[Symbol.split](s: string, l: number) { return ["sp", s, l]; }} as any, 3), "abc".matchAll({[Symbol.matchAll](s: string) { return "ma:" + s }} as any), "abc".replaceAll({[Symbol.replace](s: string, r: string) { return "ra:" + s + r; }} as any, "Y"));
console.log([...(/a/g)[Symbol.matchAll]("aXa")].map(m=>m.index), /b/[Symbol.search]("abc"), /x/[Symbol.split]("axbxc"), /a/g[Symbol.replace]("aaa","b"), /a/[Symbol.match]("bab"), /a/[Symbol.split]("banana", 2));
console.log((Array as any)[Symbol.species] === Array, (Map as any)[Symbol.species] === Map, Object.getOwnPropertyDescriptor(Array, Symbol.species)!.get!.name, typeof Symbol.species, Symbol.split.toString());
try { "a".match({[Symbol.match]: 5} as any) } catch(e) { console.log((e as Error).message) }
try { "a".split({[Symbol.split]: "x"} as any) } catch(e) { console.log((e as Error).message) }
for (const k of ["match","matchAll","replace","search","split"] as const) { try { (RegExp.prototype as any)[Symbol[k]].call(1, "a") } catch(e) { console.log((e as Error).message) } }
console.log(RegExp.prototype[Symbol.match].name, RegExp.prototype[Symbol.split].length, RegExp.prototype[Symbol.replace].length);
console.log("a-b-c".split(/-/), "aaa".replace(/a/g, "b"), "x1y2".match(/\d/g), "abc".search(/c/));
const d = new Date(0);
console.log(d[Symbol.toPrimitive]("number"), d[Symbol.toPrimitive]("default"), Date.prototype[Symbol.toPrimitive].name, Object.getOwnPropertyDescriptor(Date.prototype, Symbol.toPrimitive));
try { (d as any)[Symbol.toPrimitive]("x") } catch (e) { console.log((e as Error).message) }
try { Date.prototype[Symbol.toPrimitive].call(1 as any, "number") } catch (e) { console.log((e as Error).message) }
console.log(d + 1, +d, `${d}`, d < new Date(1));
