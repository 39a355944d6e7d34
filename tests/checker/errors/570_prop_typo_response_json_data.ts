type ApiResponse = { data: { users: { name: string }[] }; status: number };
function show(r: ApiResponse) {
  for (const u of r.data.user) {
    console.log(u.name);
  }
}
