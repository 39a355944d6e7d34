// Long strings inside objects force line breaks; arrays of long strings print one per line.
console.log({ description: "This is a long description string that goes on and on", id: 1 });
console.log(["a long string number one", "a long string number two", "a long string number three"]);
console.log({ a: { b: "c".repeat(70) } });
