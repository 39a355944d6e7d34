// Format strings with specifiers at the end, repeated %%, and numbers as format strings.
console.log("%", "%%", "%s%");
console.log("a%sb%sc", 1);
console.log("%d%%", 50);
console.log("%c styled %c", "color: red", "font-weight: bold");
console.log("%s", { toString() { return "custom"; } }, "%s");
console.log("%s", [1, [2, [3, [4]]]]);
