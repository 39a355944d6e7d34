function shout(s: string): string {
  return s.toUpperCase();
}
const m = "abc".match(/b/);
const first: string | null = m ? m[0] : null;
console.log(shout(first));
