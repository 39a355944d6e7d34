interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
interface Err<E> {
  readonly ok: false;
  readonly error: E;
}
type Result<T, E> = Ok<T> | Err<E>;
function isOk<T, E>(r: Result<T, E>): r is Ok<T> {
  return r.ok;
}
function unwrap<T, E>(r: Result<T, E>, d: T): T {
  if (isOk(r)) return r.error;
  return r.value ?? d;
}
class Some<T> {
  readonly kind = "some" as const;
  constructor(readonly value: T) {}
}
class None {
  readonly kind = "none" as const;
}
const isSome = <T,>(o: Some<T> | None): o is Some<T> => o.kind === "some";
function get<T>(o: Some<T> | None): T {
  if (!isSome(o)) return o.value;
  return o.value;
}
console.log(unwrap, get);
