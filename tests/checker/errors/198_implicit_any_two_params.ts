function merge(a, b) {
  return { ...a, ...b };
}
