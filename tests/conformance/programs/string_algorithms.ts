// String algorithms built from indexing, slice, split and join: reverse, palindromes, ciphers.
const reverse = (s: string) => [...s].reduce((acc, ch) => ch + acc, "");
console.log(reverse("hello"), reverse(""), reverse("ab😀"));
const isPalindrome = (s: string) => {
  const letters = [...s.toLowerCase()].filter((c) => c >= "a" && c <= "z").join("");
  return letters === reverse(letters);
};
console.log(["Racecar", "A man, a plan, a canal: Panama", "hello"].map(isPalindrome));
const alphabet = "abcdefghijklmnopqrstuvwxyz";
function caesar(s: string, shift: number) {
  let out = "";
  for (const ch of s) {
    const lower = ch.toLowerCase();
    const i = alphabet.indexOf(lower);
    if (i < 0) {
      out += ch;
      continue;
    }
    const shifted = alphabet[(i + shift + 26 * 10) % 26];
    out += ch === lower ? shifted : shifted.toUpperCase();
  }
  return out;
}
const secret = caesar("Hello, World!", 3);
console.log(secret, caesar(secret, -3));
function rle(s: string) {
  let out = "";
  for (let i = 0; i < s.length; ) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += (j - i) + s[i];
    i = j;
  }
  return out;
}
console.log(rle("aaabccddddde"), rle(""), rle("x"));
function toRoman(n: number) {
  const table: [number, string][] = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"], [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let out = "";
  for (const entry of table) {
    while (n >= entry[0]) {
      out += entry[1];
      n -= entry[0];
    }
  }
  return out;
}
console.log([1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999].map(toRoman).join(" "));
const title = (s: string) => s.split(" ").map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w)).join(" ");
console.log(title("the QUICK brown  fox"));
const camel = (s: string) => s.split("_").map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join("");
console.log(camel("user_first_name"), camel("id"));
const countVowels = (s: string) => [...s.toLowerCase()].filter((c) => "aeiou".includes(c)).length;
console.log(countVowels("Programming Language"));
const pad = (s: string, n: number) => {
  let out = s;
  while (out.length < n) out = " " + out;
  return out;
};
for (const row of [["apples", 3], ["kiwis", 12], ["figs", 100]] as [string, number][]) {
  console.log(pad(row[0], 8) + " |" + pad(String(row[1]), 5));
}
console.log("a-b-c".split("-").join("+"), "x".split("x"), "mississippi".split("ss"));
