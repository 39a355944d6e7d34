interface Named {
  name: string;
}
class Person implements Named {
  constructor(
    public name: string,
    public age: number,
  ) {}
}
const named: Named[] = [new Person("a", 1)];
console.log(named[0].name);
