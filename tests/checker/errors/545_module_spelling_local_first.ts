// Every program is a module: its top-level names are a scope of their own, searched for a
// spelling suggestion before the globals (a script would suggest 'console' and 'string').
const consol = 2;
consle.log(consol);
type Strin = number;
const s: strng = "a";
