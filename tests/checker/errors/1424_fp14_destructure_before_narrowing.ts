type Session = { user: { name: string } | null; token: string | undefined };
function describe(s: Session): string {
  const { user } = s;
  if (!s.user) return "anonymous";
  return user.name;
}
console.log(describe({ user: null, token: undefined }));
