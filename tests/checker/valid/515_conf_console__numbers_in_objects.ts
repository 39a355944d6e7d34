// Numbers inside structures: -0, exponents, NaN, integers as keys.
console.log({ z: -0, e: 1e21, s: 1e-7, n: NaN, i: -Infinity, f: 0.1 + 0.2, big: 2 ** 64 }, [0, -0, +0]);
console.log({ 1: "a", 2: "b", [-1]: "neg", 1.5: "frac" });
