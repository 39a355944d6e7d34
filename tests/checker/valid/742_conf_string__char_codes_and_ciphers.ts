// Caesar cipher and char code arithmetic.
const shift = (s: string, k: number) => s.replace(/[a-z]/gi, (c) => {
  const base = c <= "Z" ? 65 : 97;
  return String.fromCharCode(((c.charCodeAt(0) - base + k + 26) % 26) + base);
});
console.log(shift("Hello, World!", 3), shift(shift("Hello, World!", 3), -3), [..."abc"].map((c) => c.charCodeAt(0) - 96));
console.log(String.fromCharCode(...[..."HAL"].map((c) => c.charCodeAt(0) + 1)));
