// Number, Boolean, parseInt/parseFloat/isNaN/isFinite and the Number.prototype formatting methods.
function show(label: string, f: () => unknown) {
  try {
    console.log(label, f());
  } catch (e: any) {
    console.log(label, "threw", e.name + ":", e.message);
  }
}

// conversion
show("Number()", () => [Number(), Number("  12  "), Number(""), Number("0x1f"), Number("0b101"), Number("1e3"), Number("12px")]);
show("Number misc", () => [Number(null), Number(undefined), Number(true), Number([5]), Number([1, 2]), Number("-0"), Number("Infinity")]);
const n = new Number(42);
show("new Number", () => [typeof n, n.valueOf(), n.toString(), n.toFixed(1), (n as any) + 1, JSON.stringify({ n })]);
show("constants", () => [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON]);
show("infinities", () => [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]);
show("same functions", () => [Number.parseInt === parseInt, Number.parseFloat === parseFloat, Number.isNaN === isNaN]);

// predicates
show("isInteger", () => [Number.isInteger(5), Number.isInteger(5.5), Number.isInteger("5" as any), Number.isInteger(Infinity), Number.isInteger(-0)]);
show("isSafeInteger", () => [Number.isSafeInteger(2 ** 53 - 1), Number.isSafeInteger(2 ** 53), Number.isSafeInteger(3.1)]);
show("Number.isFinite", () => [Number.isFinite(1), Number.isFinite("1" as any), Number.isFinite(Infinity), Number.isFinite(NaN)]);
show("Number.isNaN", () => [Number.isNaN(NaN), Number.isNaN("x" as any), Number.isNaN(undefined as any)]);
show("global isNaN", () => [isNaN("x" as any), isNaN("12" as any), isNaN(undefined as any), isNaN(null as any)]);
show("global isFinite", () => [isFinite("12" as any), isFinite("1e400" as any), isFinite(null as any)]);

// parseInt
show("parseInt basic", () => [parseInt("42"), parseInt("  -17abc"), parseInt("+8"), parseInt("3.99"), parseInt("abc"), parseInt("")]);
show("parseInt hex", () => [parseInt("0x1F"), parseInt("0X1f", 16), parseInt("0x1F", 10), parseInt("ff", 16), parseInt("-0xff")]);
show("parseInt radix", () => [parseInt("101", 2), parseInt("z", 36), parseInt("Z", 36), parseInt("777", 8), parseInt("12", 3), parseInt("9", 8)]);
show("parseInt bad radix", () => [parseInt("10", 1), parseInt("10", 37), parseInt("10", 0), parseInt("10", NaN), parseInt("10", 36.9)]);
show("parseInt big", () => [parseInt("123456789012345678901234567890"), parseInt("1".repeat(60), 2), parseInt("zzzzzzzzzzzzzz", 36)]);
show("parseInt odd", () => [parseInt(null as any), parseInt("Infinity"), parseInt(0.0000005 as any), parseInt("-0"), parseInt("1e3"), parseInt(" \n\t 7")]);

// parseFloat
show("parseFloat", () => [parseFloat("3.14abc"), parseFloat(".5"), parseFloat("-.5e-3x"), parseFloat("1e"), parseFloat("1.e5"), parseFloat("5.")]);
show("parseFloat words", () => [parseFloat("Infinityx"), parseFloat("-Infinity"), parseFloat("Inf"), parseFloat("  -0"), parseFloat("0x10"), parseFloat(".")]);
show("parseFloat misc", () => [parseFloat("1e1000"), parseFloat("1e-1000"), parseFloat("  +2.5e+2 rest"), parseFloat([7, 8] as any)]);

// toString with a radix
show("toString radix", () => [(255).toString(16), (255).toString(2), (-255.5).toString(2), (0.5).toString(8), (35).toString(36), (1e21).toString(36)]);
show("toString 10", () => [(0.1 + 0.2).toString(), (-0).toString(), (1e21).toString(), (123.456).toString(10)]);
show("toString radix 1", () => (10).toString(1));
show("toString radix 37", () => (10).toString(37));
show("toString on string", () => Number.prototype.toString.call("1" as any));

// toFixed, toPrecision, toExponential
show("toFixed", () => [(1.005).toFixed(2), (1.45).toFixed(1), (0).toFixed(2), (-1.5).toFixed(0), (1e21).toFixed(2), (123.456).toFixed()]);
show("toFixed more", () => [(0.000001).toFixed(7), (-0.0001).toFixed(2), (2.5).toFixed(0), (1.255).toFixed(2), NaN.toFixed(2)]);
show("toFixed 101", () => (1).toFixed(101));
show("toFixed NaN 500", () => NaN.toFixed(500));
show("toPrecision", () => [(123.456).toPrecision(4), (0.000123).toPrecision(2), (123456).toPrecision(2), (1.5).toPrecision(), (0).toPrecision(3)]);
show("toPrecision more", () => [(1e21).toPrecision(3), (-1.25).toPrecision(2), Infinity.toPrecision(0)]);
show("toPrecision 0", () => (1).toPrecision(0));
show("toExponential", () => [(123.456).toExponential(), (123.456).toExponential(2), (0).toExponential(), (1e-7).toExponential(3), (-5).toExponential(0)]);
show("toExponential more", () => [NaN.toExponential(-5), (1.5).toExponential(20)]);
show("toExponential -1", () => (1).toExponential(-1));

// toLocaleString (en-US)
show("toLocaleString", () => [(1234567.891).toLocaleString(), (1.0005).toLocaleString(), (-0).toLocaleString(), (0.0005).toLocaleString()]);
show("toLocaleString more", () => [(999.9995).toLocaleString(), (1e21).toLocaleString(), (1.5e-7).toLocaleString(), (-1234.5).toLocaleString()]);
show("toLocaleString special", () => [NaN.toLocaleString(), Infinity.toLocaleString(), (-Infinity).toLocaleString(), (100).toLocaleString()]);
show("toLocaleString options", () => [
  (1234.5).toLocaleString("en-US", { minimumFractionDigits: 2 }),
  (1234.5678).toLocaleString("en-US", { maximumFractionDigits: 0 }),
  (1234.5678).toLocaleString(undefined, { useGrouping: false }),
  (2.5).toLocaleString("en-US", { maximumFractionDigits: 0 }),
  (7).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
]);
const prices = [19.99, 1250, 3.5, 1000000];
console.log(prices.map((p) => "$" + p.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).join(" "));

// Boolean
show("Boolean()", () => [Boolean(), Boolean(0), Boolean("0"), Boolean(""), Boolean([]), Boolean(NaN), Boolean(-0), Boolean({})]);
const b = new Boolean(false);
show("new Boolean", () => [typeof b, b.valueOf(), b.toString(), !!b, JSON.stringify([b])]);
show("Boolean methods", () => [true.toString(), false.valueOf()]);
show("Boolean toString on 1", () => Boolean.prototype.toString.call(1 as any));

// number formatting in practice
const total = [0.1, 0.2, 0.3].reduce((a, x) => a + x, 0);
console.log(total, total.toFixed(2), Math.round(total * 100) / 100, String(total).length);
console.log((25).toString(2).padStart(8, "0"), parseInt("11001", 2), (0xff).toString(16).toUpperCase());
