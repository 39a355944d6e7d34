class Person {
  private _age = 0;
  get age(): number {
    return this._age;
  }
  set age(v: number) {
    if (v < 0) throw new RangeError("age must be >= 0");
    this._age = v;
  }
}
const p = new Person();
p.age = 30;
p.age += 1;
console.log(p.age);
