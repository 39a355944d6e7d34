// Objects whose single-line form is just under or over the 72-character limit.
const mk = (n: number) => ({ key: "x".repeat(n), other: 1 });
for (const n of [40, 50, 54, 55, 56, 57, 60]) console.log(mk(n));
console.log(["a".repeat(20), "b".repeat(20), "c".repeat(20)]);
console.log(["a".repeat(22), "b".repeat(22), "c".repeat(22)]);
