type Pair = { key: string; value: number };
const pairs: Pair[] = [
  { key: "a", value: 1 },
  { key: "b" },
];
