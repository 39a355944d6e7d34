interface Named { name: string }
interface Aged { age: number }
interface Person extends Named, Aged { email?: string }
const ps: Person[] = [{ name: "a", age: 3 }, { name: "b", age: 5, email: "b@x" }];
const oldest = ps.reduce((a, b) => (a.age >= b.age ? a : b));
console.log(oldest.name, oldest.email ?? "none");
