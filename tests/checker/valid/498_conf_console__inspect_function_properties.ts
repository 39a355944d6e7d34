// Functions with extra own properties, class static members, and bound functions in objects.
function f() {}
f.meta = { version: 1 };
class S { static count = 2; static helper() {} }
console.log(f, { f, S }, [f.bind(null)], S);
