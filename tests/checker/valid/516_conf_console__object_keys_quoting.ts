// Object keys: identifiers bare, others quoted; numeric keys quoted; symbols-free special keys.
console.log({ a: 1, "b-c": 2, "d e": 3, 1: 4, "01": 5, _x: 6, $y: 7, "ünï": 8, "": 9, "class": 10, "a.b": 11, "1a": 12 });
console.log({ "it's": 1, 'q"d': 2, "new\nline": 3 });
