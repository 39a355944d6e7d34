type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Concrete<T> = { [K in keyof T]-?: T[K] };
interface Conf { readonly host: string; readonly port?: number }
const m: Mutable<Conf> = { host: "a" };
m.host = "b";
const full: Concrete<Conf> = { host: m.host, port: 80 };
console.log(full.port.toFixed(0), m.host);
