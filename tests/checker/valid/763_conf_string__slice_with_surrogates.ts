// Slicing in the middle of a surrogate pair produces lone surrogates (shown escaped by inspect).
const s = "x😀y";
console.log([s.slice(0, 2), s.slice(2), s.substring(1, 2)], JSON.stringify(s.slice(1, 2)), s.slice(1, 3) === "😀");
console.log([s.at(1), s.at(2)], s.split("").length, [...s].length);
