// super.method() through several levels, including static methods calling super.
class A { hello() { return "A"; } static who() { return "static A"; } }
class B extends A { hello() { return super.hello() + "B"; } static who() { return super.who() + " < B"; } }
class C extends B { hello() { return super.hello() + "C"; } static who() { return super.who() + " < C"; } }
console.log(new C().hello(), C.who(), new B().hello(), B.who());
