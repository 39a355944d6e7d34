const rows = [
  { name: "a", qty: 2 },
  { name: "b", qty: 5 },
];
for (const row of rows) {
  consol.log(`${row.name}: ${row.qty}`);
}
