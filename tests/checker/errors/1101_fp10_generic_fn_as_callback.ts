function identity<T>(x: T): T {
  return x;
}
const ns: string[] = [1, 2, 3].map(identity);

function wrap<T>(value: T): { value: T } {
  return { value };
}
const boxes = ["x", "y"].map(wrap);
boxes[0].value.toFixed();

type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;
function isOk<T, E>(r: Result<T, E>): r is Ok<T> {
  return r.ok;
}
declare const rs: Result<{ host: string }, string>[];
const port = rs.filter(isOk)[0].value.port;
console.log(ns, port);
