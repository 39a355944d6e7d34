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
  if (isOk(r)) return r.value;
  console.log(r.error);
  return d;
}
class Some<T> {
  readonly kind = "some" as const;
  constructor(readonly value: T) {}
}
class None {
  readonly kind = "none" as const;
}
type Opt<T> = Some<T> | None;
const isSome = <T,>(o: Opt<T>): o is Some<T> => o.kind === "some";
function get<T>(o: Opt<T>, d: T): T {
  return isSome(o) ? o.value : d;
}
console.log(unwrap({ ok: true, value: 1 }, 0), get(new Some("x"), "y"));
