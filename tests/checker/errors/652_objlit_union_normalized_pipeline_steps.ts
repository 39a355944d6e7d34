const steps = [
  { kind: "fetch", url: "https://example.com/a", retries: 3 },
  { kind: "parse", format: "json", strict: true },
  { kind: "filter", field: "status", equals: "active" },
  { kind: "map", field: "total", multiplyBy: 100 },
  { kind: "sort", field: "createdAt", descending: true },
  { kind: "limit", count: 10 },
  { kind: "write", path: "/tmp/out.json", pretty: false },
];
const first: string = steps[0];
console.log(first);
