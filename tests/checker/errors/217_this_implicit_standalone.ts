function describe() {
  return this.name;
}
