function pick(flag: boolean): string | number {
  return flag ? "yes" : 0;
}
const v: string = pick(true);
