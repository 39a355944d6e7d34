function combine(a: object, b: number | string) {
  return { ...a, ...b };
}
