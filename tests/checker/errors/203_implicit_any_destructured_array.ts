function swap([a, b]) {
  return [b, a];
}
