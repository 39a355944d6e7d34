// round/floor/ceil/trunc/sign/abs with halves, negatives, -0, NaN, Infinity and huge values.
const xs = [2.5, -2.5, 0.5, -0.5, 1.4999999999999998, -0, 0.49999999999999994, 2 ** 52 + 0.5, -1.5, 3.7, -3.7, NaN, Infinity];
for (const f of [Math.round, Math.floor, Math.ceil, Math.trunc, Math.sign, Math.abs]) console.log(f.name, xs.map((x) => f(x)));
console.log(Math.round("2.5" as any), Math.abs(null as any), Math.abs("-3" as any), Math.abs([] as any), Math.abs({} as any), Math.floor(undefined as any));
