// localeCompare for ASCII strings, case and accents, used as a sort comparator.
const words = ["banana", "apple", "Cherry", "apple", "Banana", "cherry"];
console.log(words.slice().sort((a, b) => a.localeCompare(b)));
console.log("a".localeCompare("b"), "b".localeCompare("a"), "a".localeCompare("a"), "a".localeCompare("A"), "A".localeCompare("b"), "".localeCompare("a"));
console.log("10".localeCompare("9"), "résumé".localeCompare("resume"), "a".localeCompare("á"), ["z", "é", "e", "f"].sort((a, b) => a.localeCompare(b)));
