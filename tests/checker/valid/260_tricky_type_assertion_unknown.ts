const raw: unknown = JSON.parse('{"n": 3}');
const n = (raw as { n: number }).n;
const arr = raw as unknown as string[];
console.log(n, Array.isArray(arr));
