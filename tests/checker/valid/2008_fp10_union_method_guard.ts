class A {
  constructor(readonly value: number) {}
  isA(): this is A {
    return true;
  }
}
class B {
  constructor(readonly error: string) {}
  isA(): this is A {
    return false;
  }
}
declare const r: A | B;
if (r.isA()) console.log(r.value);
