const csv = `name,qty,price
apple,3,0.5
pear,2,0.75
plum,10,0.2`;
const [header, ...lines] = csv.trim().split("\n");
const cols = header.split(",");
const rows = lines.map((line) => {
  const cells = line.split(",");
  return { name: cells[0], qty: Number(cells[1]), price: Number(cells[2]) };
});
const total = rows.reduce((sum, r) => sum + r.qty * r.price, 0);
console.log(cols.length, total.toFixed(2));
