const people = [{ name: "a", age: 3 }];
function isAdult(p: { name: string; age: string }): boolean {
  return Number(p.age) >= 18;
}
console.log(people.filter(isAdult));
