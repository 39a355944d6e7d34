function wrap<T>(value: T): { value: T } {
  return { value };
}
const boxed: { value: string } = wrap(5);
