// Inspect of primitives at the top level vs nested inside arrays/objects (strings get quotes).
console.log("str", 1, -0, 0, NaN, Infinity, true, null, undefined, 1e21, 1e-7, 0.1);
console.log(["str", -0, NaN, null, undefined, 1e21], { s: "it's", d: 'say "hi"', both: `'"`, nl: "a\nb", tab: "\t", bs: "\\" });
console.log([""], { "": "" }, ["\u0000\u001b\u007f"], ["é😀"], ["\ud800"]);
