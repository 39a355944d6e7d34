const getUser = async (id: number) => ({ id, name: "u" + id });
const getUsers = async (ids: number[]) => Promise.all(ids.map(getUser));
getUsers([1, 2]).then((us) => console.log(us.map((u) => u.name)));
