const raw = inputs.items;
const count: number = raw.length;
const firstName: string = raw[0].name;
console.log(count, firstName);
