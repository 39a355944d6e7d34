const tag = Symbol("tag");
interface Tagged { [tag]: string; name: string }
const t: Tagged = { name: "x" };
console.log(t.name);
