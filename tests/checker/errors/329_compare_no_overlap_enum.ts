enum Role {
  Admin = "admin",
  User = "user",
}
function isGuest(r: Role): boolean {
  return r === "guest";
}
