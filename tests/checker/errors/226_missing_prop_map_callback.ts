interface Summary {
  name: string;
  total: number;
}
const raw = [{ name: "a", values: [1, 2] }];
const summaries: Summary[] = raw.map((r) => ({ name: r.name }));
