interface Row {
  id: number;
  label: string;
  score: number;
}
const raw = [{ id: 1 }, { id: 2 }];
const table: Row[] = raw.map((r): Row => ({ id: r.id }));
