function countVowels(s: string): number {
  for (const ch of s) {
    if ("aeiou".includes(ch)) vowelCount++;
  }
  return vowelCount;
}
