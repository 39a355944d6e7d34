const out: number[] = [];
[1, 2, 3].forEach((n) => out.push(n * 10));
console.log(out);
