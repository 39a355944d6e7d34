async function main() {
  const [rows, total] = await Promise.all([Promise.resolve([1, 2]), Promise.resolve(2)]);
  console.log(rows.length, total.toUpperCase());
}
main();
