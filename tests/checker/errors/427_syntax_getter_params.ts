class A {
  get value(x: number) {
    return x;
  }
}
