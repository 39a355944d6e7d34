interface UserProfile {
  id: number;
  displayName: string;
}
function render(p: UserProfile): string {
  return p.displayName;
}
const profiles: UserProfiles[] = [];
