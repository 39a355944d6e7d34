interface Shape {
  area(): number {
    return 0;
  }
}
