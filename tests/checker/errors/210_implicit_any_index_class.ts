class Registry {
  apple = 1;
  pear = 2;
  get(name: string): number {
    return this[name];
  }
}
