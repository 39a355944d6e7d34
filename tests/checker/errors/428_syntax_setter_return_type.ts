class A {
  private v = 0;
  set value(x: number): void {
    this.v = x;
  }
}
