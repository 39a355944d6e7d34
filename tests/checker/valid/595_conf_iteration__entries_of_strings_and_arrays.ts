// entries/keys of arrays used with for-of and destructuring; Object.entries of strings.
for (const [i, c] of [..."hé😀"].entries()) console.log(i, c);
console.log(Object.entries("ab"), [...Array(3).keys()], [...["x", "y"].keys()].map(String));
