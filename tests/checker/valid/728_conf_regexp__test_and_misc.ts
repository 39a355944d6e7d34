// test coerces its argument, regex special chars in new RegExp, escaping user input.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const needle = "a.b*c";
console.log(new RegExp(escape(needle)).test("xa.b*cx"), new RegExp(needle).test("aXbbbc"), escape("(1+1)=[2]"));
console.log(/null/.test(null as any), /undefined/.test(undefined as any), /1/.test(1 as any), /^$/.test(""));
console.log(/a/.toString(), RegExp.prototype.toString.call(/[/]/), (/x/g).exec("x") !== null, typeof /x/);
