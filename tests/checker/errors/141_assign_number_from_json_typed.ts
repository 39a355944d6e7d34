const text = '{"n": 1}';
const parsed: { n: number } = JSON.parse(text);
const n: string = parsed.n;
