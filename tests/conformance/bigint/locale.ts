// BigInt.prototype.toLocaleString and Intl.NumberFormat.format of BigInts (en-US).
console.log((5n).toLocaleString("en-US", { style: "currency", currency: "USD" }), (1234n).toLocaleString(undefined, { minimumFractionDigits: 2 }));
console.log((-9007199254740991n).toLocaleString(), (2n ** 64n).toLocaleString(), (-(10n ** 25n)).toLocaleString());
const nf = new Intl.NumberFormat("en-US");
console.log(nf.format(5n), nf.format(-12345n), nf.format(2n ** 64n), nf.format(0n));
console.log(new Intl.NumberFormat("en-US", { style: "percent" }).format(3n));
