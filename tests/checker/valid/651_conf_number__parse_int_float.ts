// parseInt/parseFloat: whitespace, signs, radix, prefixes, partial parses, exotic inputs.
console.log(parseInt("  42px"), parseInt("-0x1A"), parseInt("0x1A", 10), parseInt("1010", 2), parseInt("z", 36), parseInt("08"), parseInt(""), parseInt("  -  1"));
console.log(parseInt("123", 1), parseInt("123", 37), parseInt("123", 0), parseInt(0.0000005 as any), parseInt(1e21 as any), parseInt("Infinity"), parseInt(null as any, 36));
console.log(parseFloat("3.14abc"), parseFloat(".5"), parseFloat("-.5e-3x"), parseFloat("Infinityx"), parseFloat("1e"), parseFloat("0x10"), parseFloat("  \n7"), parseFloat("-0"));
console.log(Number.parseInt === parseInt, Number.parseFloat === parseFloat, parseInt("١٢"), parseFloat("1_000"), parseInt("9007199254740993"));
