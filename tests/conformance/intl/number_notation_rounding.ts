// Intl.NumberFormat notation scientific / engineering, the nine rounding modes, roundingIncrement,
// roundingPriority, trailingZeroDisplay, signDisplay and useGrouping variants, in every locale
// with data; and the RangeError / TypeError of a bad option, in V8's words.
const show = (l: string, o: any, xs: number[]) => {
  let f: Intl.NumberFormat;
  try { f = new Intl.NumberFormat(l, o); } catch (e) { console.log(String(e)); return; }
  console.log(l, JSON.stringify(o), xs.map((x) => f.format(x)).join(" | "));
};
const xs = [0, 1, -1, 123456.789, 0.000123456, 1e21, -0.5, NaN, Infinity, 999999.5, 1.5, 2.5, -2.5, 1.005, 0.1, 9.9996, 999.9996];
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"]) {
  show(l, { notation: "scientific" }, xs);
  show(l, { notation: "engineering" }, xs);
}
show("en-US", { notation: "scientific", maximumSignificantDigits: 2 }, xs);
show("en-US", { notation: "engineering", minimumFractionDigits: 2 }, xs);
show("en-US", { notation: "scientific", style: "percent" }, xs);
show("en-US", { notation: "scientific", style: "currency", currency: "EUR" }, xs);
show("de-DE", { notation: "engineering", style: "unit", unit: "meter", unitDisplay: "long" }, [1, 1500, 0.002]);
show("en-US", { notation: "scientific", signDisplay: "always" }, xs);
show("en-US", { notation: "scientific", roundingMode: "floor", maximumFractionDigits: 1 }, [1.99e5, -1.99e5]);
console.log(JSON.stringify(new Intl.NumberFormat("en-US", { notation: "scientific" }).formatToParts(-123456)));
console.log(JSON.stringify(new Intl.NumberFormat("de-DE", { notation: "engineering" }).formatToParts(0.00123)));
const modes = ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"];
const ys = [2.5, -2.5, 1.5, -1.5, 2.4, -2.6, 0.5, -0.5, 2.1, -2.1, 0, 0.05, -0.0001, 9.5];
for (const m of modes) {
  show("en-US", { roundingMode: m, maximumFractionDigits: 0 }, ys);
  show("en-US", { roundingMode: m, maximumSignificantDigits: 2 }, [1.25, -1.25, 1.35, 0.0015, 99.5]);
  show("en-US", { roundingMode: m, minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5 }, [1.234, 1.276, 1.225, -1.225, 1.275, 0.001, -0.001, 9.99]);
  show("fr-FR", { roundingMode: m, maximumFractionDigits: 1, minimumFractionDigits: 1, roundingIncrement: 25 }, [1.234, 1.276, 1.25, -1.25, 3.75, 0.01, 1e6 + 0.3]);
}
for (const inc of [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000])
  show("en-US", { maximumFractionDigits: 3, minimumFractionDigits: 3, roundingIncrement: inc }, [1.23456, 0.4999, 12.5, 0.0005, -7.7777]);
show("en-US", { roundingIncrement: 5 }, [1.2, 7.6, 12.5]);
show("en-US", { style: "currency", currency: "JPY", roundingIncrement: 50 }, [1234, 1275, -26]);
show("en-US", { minimumFractionDigits: 2, trailingZeroDisplay: "stripIfInteger" }, [1, 1.5, 2.0, 0, 1.999]);
show("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" }, [1, 1.5, 2.0, 0, 1.001]);
show("en-US", { maximumSignificantDigits: 2, roundingPriority: "lessPrecision", maximumFractionDigits: 3 }, [1.23456, 123.456, 0.000123]);
show("en-US", { maximumSignificantDigits: 2, roundingPriority: "morePrecision", maximumFractionDigits: 3 }, [1.23456, 123.456, 0.000123]);
show("de-DE", { minimumSignificantDigits: 3, roundingPriority: "morePrecision", minimumFractionDigits: 1 }, [1, 1.5, 100]);
show("en-US", { notation: "compact", roundingPriority: "lessPrecision" }, [1234, 12345, 1.5]);
for (const s of ["auto", "never", "always", "exceptZero", "negative"]) {
  show("en-US", { signDisplay: s }, [0, -0, 1, -1, NaN, -0.0001, -Infinity]);
  show("fr-FR", { signDisplay: s, style: "percent" }, [0.5, -0.5, 0]);
}
for (const g of [true, false, "min2", "always", "auto", "true", "false", "", 0, 1]) {
  show("de-DE", { useGrouping: g }, [1234, 12345, 1234567]);
  show("en-US", { useGrouping: g, notation: "compact" }, [1234, 12345, 1234567]);
}
for (const o of [{ roundingIncrement: 3 }, { roundingIncrement: 5, maximumFractionDigits: 2 }, { roundingIncrement: 5, maximumSignificantDigits: 2 },
  { roundingIncrement: 0 }, { roundingIncrement: 5001 }, { roundingMode: "up" }, { trailingZeroDisplay: "x" }, { roundingPriority: "x" },
  { notation: "x" }, { useGrouping: "x" }, { maximumFractionDigits: 21 }])
  show("en-US", o, [1]);
// currencySign "accounting": parentheses where the locale's pattern has them, the sign's place
// in de-CH's, node's signDisplay interplay
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "de-CH", "en-IN", "fr-CA"]) {
  const acc = (x: number, o: any = {}) => x.toLocaleString(l, { style: "currency", currency: "EUR", currencySign: "accounting", ...o });
  console.log(l, [-1234.5, 0, 5, -0].map((x) => acc(x)).join(" | "), acc(-5, { signDisplay: "always" }), acc(5, { signDisplay: "always" }),
    acc(-5, { currencyDisplay: "code" }), acc(-5, { currencyDisplay: "name" }), acc(-5, { signDisplay: "never" }), acc(-5, { notation: "compact" }),
    JSON.stringify(new Intl.NumberFormat(l, { style: "currency", currency: "USD", currencySign: "accounting" }).formatToParts(-1.5)));
}
