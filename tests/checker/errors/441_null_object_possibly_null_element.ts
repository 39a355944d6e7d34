const cells: ({ v: number } | null)[] = [{ v: 1 }, null];
console.log(cells[0].v + cells[1].v);
