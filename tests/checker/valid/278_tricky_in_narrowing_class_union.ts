class A {
  a = 1;
}
class B {
  b = "two";
}
function val(x: A | B): string {
  return "a" in x ? String(x.a) : x.b;
}
console.log(val(new A()), val(new B()));
