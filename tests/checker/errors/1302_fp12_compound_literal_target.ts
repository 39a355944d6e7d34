// A compound assignment's result must fit the target as read (narrowed, literals widened).
let v: string | number = 1;
v += "a";
let n: number = 1;
n += "x";
let lit: 1 | 2 = 1;
lit += "z";
let ok: string | number = "s";
ok += 1;
console.log(v, n, lit, ok);
