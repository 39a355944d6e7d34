// Combining s and m flags, anchors with multiline input, and \r\n handling.
const text = "first line\r\nsecond line\nthird";
console.log(text.match(/^\w+/gm), text.match(/line$/gm), text.match(/first.*third/s) !== null, text.match(/first.*third/) !== null);
console.log(text.split(/\r?\n/), text.replace(/^/gm, "> "));
