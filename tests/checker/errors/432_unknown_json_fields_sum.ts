const rows: unknown[] = JSON.parse('[{"v": 1}, {"v": 2}]');
let total = 0;
for (let i = 0; i < rows.length; i++) {
  total += rows[i].v;
}
console.log(total + rows[0].v);
