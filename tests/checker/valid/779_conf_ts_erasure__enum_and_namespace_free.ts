// declare/abstract/interface-only code mixed with real code, index signatures and readonly arrays.
interface Dict<T> { [key: string]: T }
const d: Dict<number> = {};
d.a = 1; d["b c"] = 2;
const ro: ReadonlyArray<number> = [3, 1, 2];
type Fn = (x: number) => number;
const twice: Fn = (x) => x * 2;
console.log(d, [...ro].sort(), twice(ro[0]), ro.length);
