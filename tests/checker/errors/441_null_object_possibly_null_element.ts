const cells: ({ v: number } | null)[] = [{ v: 1 }, null];
const sum = cells[0].v + cells[1].v;
console.log(sum);
