// Error name and message are writable; String() reflects changes; stack header follows toString rules.
const e = new TypeError("original");
e.message = "changed";
console.log(String(e), e.name, Object.keys(e));
(e as any).name = undefined;
console.log(String(e));
const plain = new Error("x");
(plain as any).extra = [1, 2];
console.log(Object.keys(plain), JSON.stringify(plain));
