// Common validation regexes: emails, hex colours, ISO-like dates, identifiers.
const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const hex = /^#(?:[0-9a-f]{3}){1,2}$/i;
const isoDate = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ident = /^[A-Za-z_$][\w$]*$/;
console.log(["a@b.co", "bad@", "x y@z.com", "ok.name+tag@site.org"].map((s) => email.test(s)));
console.log(["#fff", "#FFA500", "#abcd", "fff"].map((s) => hex.test(s)), ["2024-02-30", "2024-13-01", "1999-12-31"].map((s) => isoDate.exec(s)?.slice(1) ?? null));
console.log(["_ok", "$x", "9no", "has-dash", "ünï"].map((s) => ident.test(s)));
