function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((i) => i[key]);
}
const people = [{ name: "A", age: 30 }, { name: "B", age: 40 }];
const ages = pluck(people, "age");
const names = pluck(people, "name");
console.log(ages.reduce((a, b) => a + b, 0), names.join());
