const pairsOf: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };
const points: Record<string, number> = { ")": 3, "]": 57, "}": 1197, ">": 25137 };
function corrupt(line: string): number {
  const stack: string[] = [];
  for (const ch of line) {
    if (ch in pairsOf) stack.push(pairsOf[ch]);
    else if (stack.pop() !== ch) return points[ch] ?? 0;
  }
  return 0;
}
console.log(["{([(<{}[<>[]}>{[]{[(<()>", "[[<[([]))<([[{}[[()]]]"].map(corrupt));
