function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((it) => it[key]);
}
const people = [
  { name: "ann", age: 30 },
  { name: "bo", age: 25 },
];
const names: string[] = pluck(people, "name");
const ages: number[] = pluck(people, "age");
console.log(names, ages);
