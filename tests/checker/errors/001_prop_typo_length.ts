const names: string[] = inputs.names;
const total = names.lenght;
console.log(total);
