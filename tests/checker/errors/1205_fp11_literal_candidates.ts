function choose<T>(a: T, b: T): T { return Math.random() > 0.5 ? a : b; }
choose({ a: 1 }, { a: "x" }).a.toFixed();
const three = choose({ a: 1 }, [1]);
const n: number = three.a;
