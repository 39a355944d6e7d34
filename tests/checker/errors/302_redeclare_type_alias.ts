type Id = string;
type Id = number;
const id: Id = 1;
console.log(id);
