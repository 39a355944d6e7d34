function check(flag: boolean, name: string): boolean {
  return flag === name;
}
