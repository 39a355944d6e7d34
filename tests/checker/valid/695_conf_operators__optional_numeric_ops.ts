// Arithmetic with undefined and null from missing data: NaN propagation and guards.
const data: any = { a: 5, b: null };
console.log(data.a + data.missing, data.a + data.b, data.a * (data.missing ?? 1), (data.b ?? 0) + 1, Math.max(data.a, data.missing), [data.a, data.missing].filter((x) => x != null));
console.log(isNaN(data.a + data.missing), Number.isNaN(data.missing), (data.missing | 0) + 1, ~~data.b);
