function caesar(s: string, shift: number): string {
  return s.replace(/[a-z]/g, (ch) => String.fromCharCode(((ch.charCodeAt(0) - 97 + shift) % 26) + 97));
}
console.log(caesar("hello", 3));
