interface Row { id: number; name: string; email: string; active: boolean; createdAt: string }
const row: Row = { id: 1 } as { id: number };
const rows: string[] = { length: 0 };
console.log(row, rows);
