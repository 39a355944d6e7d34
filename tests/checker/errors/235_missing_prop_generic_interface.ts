interface Box<T> {
  value: T;
  label: string;
}
const b: Box<number> = { value: 3 };
