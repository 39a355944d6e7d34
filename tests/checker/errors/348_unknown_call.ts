function run(fn: unknown) {
  fn();
}
