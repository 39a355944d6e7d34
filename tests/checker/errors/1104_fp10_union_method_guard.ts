class Success<T> {
  constructor(readonly value: T) {}
  isOk(): this is Success<T> {
    return true;
  }
}
class Failure<T> {
  constructor(readonly error: string) {}
  isOk(): this is Success<T> {
    return false;
  }
}
type Result<T> = Success<T> | Failure<T>;
declare const r: Result<{ status: number }>;
if (r.isOk()) console.log(r.value.status, r.error);
else console.log(r.error.length, r.value);
const s = r.isOk() ? r.value.statu : r.error;
console.log(s);
