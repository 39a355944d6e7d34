const records: { id: number; value: number }[] = input.records;
const total = records.reduce((sum, r) => sum + r.value, 0);
console.log(total);
