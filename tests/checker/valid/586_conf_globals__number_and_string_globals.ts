// Global functions and constructors used as conversion functions.
console.log(String(123), Number("123"), Boolean("x"), Array(2).length, Object("s") instanceof String, typeof Object(1));
console.log([1, "2", null].map(String), ["1", "x", ""].map(Number), [0, 1, ""].map(Boolean), ["a", "b"].map(Array.of as any).length);
