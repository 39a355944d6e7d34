interface User {
  name: string;
  nickname?: string;
}
function display(u: User): string {
  if (u.nickname) {
    return u.nickname.toUpperCase();
  }
  return u.name;
}
console.log(display({ name: "Ann" }), display({ name: "Bo", nickname: "bobo" }));
