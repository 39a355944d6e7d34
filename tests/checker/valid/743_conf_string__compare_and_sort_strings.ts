// String comparison operators and default sort use UTF-16 code units, not locale.
const words = ["éclair", "apple", "Zebra", "zebra", "Äpfel", "banana", "10", "9", "😀", "ｆｕｌｌ"];
console.log(words.slice().sort(), words.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
console.log("a" < "B", "a".toUpperCase() < "B", "abc" < "abcd", "abd" > "abcd");
