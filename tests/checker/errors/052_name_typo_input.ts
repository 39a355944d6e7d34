const records = input.records;
console.log(records);
