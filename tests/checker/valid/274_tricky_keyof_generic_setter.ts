function setField<T, K extends keyof T>(obj: T, key: K, value: T[K]): T {
  obj[key] = value;
  return obj;
}
const u = setField({ name: "a", age: 1 }, "age", 2);
console.log(u.age);
