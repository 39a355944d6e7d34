const line = "alice,31,london";
const firstField: string = line.split(",");
console.log(firstField.trim());
